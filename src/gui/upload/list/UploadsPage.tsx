// /user/uploads (spec 1 §2, spec 3 §2.5): the user's uploads; anonymous visitors get
// the login prompt.
import { LoginRequired } from '../../auth'
import { Page } from '../../components/Page'
import { UPLOADS_TITLE } from './messages'
import { UploadsList } from './UploadsList'
import './uploadsList.css'

export default function UploadsPage() {
  return (
    <Page title={UPLOADS_TITLE} width="wide">
      <LoginRequired>
        <UploadsList />
      </LoginRequired>
    </Page>
  )
}
