// dataset/doi/{doi*}: the dataset with that DOI (GET datasets/?doi=), else 'This URL
// points to a dataset that does not exist.' (spec 1 "Lookup pages"). A DOI holds slashes
// and dots: the route takes the rest of the path.
import { useSelector } from 'react-redux'
import { useParams } from 'react-router'
import { useDatasetsQuery } from '../api'
import { selectAuthStatus } from '../auth'
import { datasetOutcome } from './lookupOutcome'
import { LookupView } from './LookupView'
import { DATASET_TITLE } from './messages'

export default function DatasetDoiPage() {
  const doi = useParams()['*'] ?? ''
  const checking = useSelector(selectAuthStatus) === 'checking'
  const answer = useDatasetsQuery({ doi, pageSize: 1 }, { skip: doi === '' || checking })
  const outcome = doi === '' ? ({ state: 'not-found', notFound: { kind: 'dataset' } } as const) : datasetOutcome({ ...answer, data: answer.currentData })
  return <LookupView title={DATASET_TITLE} outcome={outcome} />
}
