// /user/datasets (spec 1 "Your datasets page"): the user's datasets; anonymous visitors
// get the login prompt.
import { LoginRequired } from '../auth'
import { Page } from '../components/Page'
import { DatasetsList } from './DatasetsList'
import { DATASETS_TITLE } from './messages'
import './datasets.css'

export default function DatasetsPage() {
  return (
    <Page title={DATASETS_TITLE} width="wide">
      <LoginRequired>
        <DatasetsList />
      </LoginRequired>
    </Page>
  )
}
