// Isomorphic number, statistics, date and duration formatting (no DOM, no Node APIs).
export { formatStatistic } from './statistic'
export { apiDate, formatDate, formatDateTime } from './date'
export { formatDuration } from './duration'
