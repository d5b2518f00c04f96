// Public face of the built-in renderers: the plugin main.tsx (and every test runtime)
// starts from.
export { builtins } from './plugin'
