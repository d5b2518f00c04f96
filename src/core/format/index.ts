// Isomorphic number and statistics formatting (no DOM, no Node APIs).
export { formatStatistic } from './statistic'
