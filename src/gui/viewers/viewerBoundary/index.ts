// What every viewer draws in (spec 3 §8): the boundary with the viewer's own failure
// message, and the 'no data' / 'unavailable' placeholders.
export { ViewerBoundary, type ViewerBoundaryProps } from './ViewerBoundary'
export { NO_DATA_TEXT, NoData, UNAVAILABLE_TEXT } from './NoData'
import './viewerBoundary.css'
