// three.js for the 3D viewers: the on-demand renderer with orbit controls and freeing
// GPU buffers. Only lazy chunks import this folder (it brings three.js).
export { SceneRenderer, softwareRendering, WebGLUnavailable, type ViewFrame } from './sceneRenderer'
export { disposeObjects } from './dispose'
export { useSceneRenderer, type SceneRendererState } from './useSceneRenderer'
