// Public face of the uploads list (/user/uploads, spec 3 §2.5): the page as a lazy chunk.
// Only the page: what the route table imports statically joins the first paint.
export { LazyUploadsPage } from './LazyUploadsPage'
