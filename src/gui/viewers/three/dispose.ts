// Freeing what a scene holds on the GPU: geometries, materials and their textures.
import { Mesh, LineSegments, Sprite, type Object3D } from 'three'

export function disposeObjects(root: Object3D) {
  root.traverse((object) => {
    if (object instanceof Mesh || object instanceof LineSegments || object instanceof Sprite) {
      object.geometry.dispose()
      const materials = Array.isArray(object.material) ? object.material : [object.material]
      for (const material of materials) {
        if ('map' in material && material.map && typeof material.map === 'object' && 'dispose' in material.map) material.map.dispose()
        material.dispose()
      }
    }
  })
}
