// The WebGL side of the 3D viewers (structure, Brillouin zone): one renderer, an
// orthographic camera (no perspective distortion of a crystal), orbit controls and a
// light that follows the camera. It draws on demand (after a change or a drag), not in a
// loop, so an idle viewer costs nothing. Throws WebGLUnavailable when the browser gives
// no context. Only lazy chunks import this unit: it brings three.js.
import {
  AmbientLight, DirectionalLight, Group, OrthographicCamera, Scene, Vector3, WebGLRenderer,
} from 'three'
import { OrbitControls } from 'three/addons/controls/OrbitControls.js'
import type { Matrix3, Vec3 } from '../../../core/chemistry'
import { disposeObjects } from './dispose'

let software: boolean | undefined

/**
 * True when the browser's WebGL draws on the CPU (SwiftShader, llvmpipe: no GPU, or a
 * headless browser). There each frame of 1,000 finely tessellated, multisampled spheres
 * took about a second (measured in headless Chromium); the viewers then draw without
 * multisampling at pixel ratio 1 and with coarser spheres, so the view still turns.
 */
export function softwareRendering(): boolean {
  if (software !== undefined) return software
  software = false
  try {
    const canvas = document.createElement('canvas')
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl')
    if (gl) {
      const info = gl.getExtension('WEBGL_debug_renderer_info')
      const name = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER))
      software = /swiftshader|llvmpipe|softpipe|software/i.test(name)
      gl.getExtension('WEBGL_lose_context')?.loseContext()
    }
  } catch {
    software = false
  }
  return software
}

export class WebGLUnavailable extends Error {
  override name = 'WebGLUnavailable'
}

export interface ViewFrame {
  readonly center: Vec3
  readonly radius: number
  /** Cell vectors: c points up and a to the right before the default tilt. */
  readonly basis?: Matrix3
}

/** The default view: turned about the up axis, then tilted towards the viewer (degrees). */
const TURN = 30
const TILT = 20

export class SceneRenderer {
  private readonly renderer: WebGLRenderer
  private readonly scene = new Scene()
  private readonly camera = new OrthographicCamera(-1, 1, 1, -1, 0.01, 10_000)
  private readonly controls: OrbitControls
  private readonly light = new DirectionalLight(0xffffff, 2.2)
  private objects?: Group
  private frame: ViewFrame = { center: [0, 0, 0], radius: 1 }
  private frameRequest = 0
  private aspect = 1

  /** WebGL on the CPU: draw fewer triangles (see softwareRendering). */
  readonly software: boolean

  constructor(host: HTMLElement) {
    this.software = softwareRendering()
    try {
      this.renderer = new WebGLRenderer({ antialias: !this.software, preserveDrawingBuffer: true, alpha: false })
    } catch (error) {
      throw new WebGLUnavailable(error instanceof Error ? error.message : String(error))
    }
    this.renderer.setPixelRatio(this.software ? 1 : Math.min(window.devicePixelRatio || 1, 2))
    this.renderer.setClearColor(0xffffff, 1)
    host.appendChild(this.renderer.domElement)
    this.scene.add(new AmbientLight(0xffffff, 1.4))
    this.camera.add(this.light)
    this.light.position.set(1, 1, 2)
    this.scene.add(this.camera)
    this.controls = new OrbitControls(this.camera, this.renderer.domElement)
    this.controls.enableDamping = false
    this.controls.addEventListener('change', () => this.render())
  }

  get canvas(): HTMLCanvasElement {
    return this.renderer.domElement
  }

  /** Replaces what is drawn; the previous objects' buffers are freed. */
  setObjects(objects: Group) {
    if (this.objects) {
      this.scene.remove(this.objects)
      disposeObjects(this.objects)
    }
    this.objects = objects
    this.scene.add(objects)
    this.render()
  }

  /** Fits the camera to the frame and orients it by the basis (or the Cartesian axes). */
  resetView(frame: ViewFrame = this.frame) {
    this.frame = frame
    const center = new Vector3(...frame.center)
    const up = frame.basis ? new Vector3(...frame.basis[2]).normalize() : new Vector3(0, 1, 0)
    const along = frame.basis ? new Vector3(...frame.basis[0]) : new Vector3(1, 0, 0)
    // "right" is a, made perpendicular to up; the camera first looks along −(right × up)…
    const right = along.sub(up.clone().multiplyScalar(along.dot(up)))
    if (right.lengthSq() < 1e-12) right.set(1, 0, 0)
    right.normalize()
    const toward = new Vector3().crossVectors(right, up).normalize()
    // …then turns about up and tilts so that three faces of a cell show.
    toward.applyAxisAngle(up, (TURN * Math.PI) / 180)
    const side = new Vector3().crossVectors(up, toward).normalize()
    toward.applyAxisAngle(side, (-TILT * Math.PI) / 180)
    const distance = frame.radius * 4
    this.camera.up.copy(up)
    this.camera.position.copy(center).addScaledVector(toward, distance)
    this.camera.near = 0.01
    this.camera.far = distance * 4
    this.camera.zoom = 1
    this.controls.target.copy(center)
    this.fitFrustum()
    this.controls.update()
    this.render()
  }

  setSize(width: number, height: number) {
    if (width <= 0 || height <= 0) return
    this.renderer.setSize(width, height, false)
    this.renderer.domElement.style.width = `${width}px`
    this.renderer.domElement.style.height = `${height}px`
    this.aspect = width / height
    this.fitFrustum()
    this.render()
  }

  private fitFrustum() {
    const r = this.frame.radius
    const [w, h] = this.aspect >= 1 ? [r * this.aspect, r] : [r, r / this.aspect]
    Object.assign(this.camera, { left: -w, right: w, top: h, bottom: -h })
    this.camera.updateProjectionMatrix()
  }

  /** Draws at the next animation frame (several changes in one frame draw once). */
  render() {
    if (this.frameRequest) return
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = 0
      this.renderer.render(this.scene, this.camera)
    })
  }

  /** Draws now (a screenshot, a benchmark frame). */
  renderNow() {
    this.renderer.render(this.scene, this.camera)
  }

  /** Turns the view about the up axis (benchmarks and tests rotate with it). */
  rotate(radians: number) {
    const offset = this.camera.position.clone().sub(this.controls.target)
    offset.applyAxisAngle(this.camera.up, radians)
    this.camera.position.copy(this.controls.target).add(offset)
    this.camera.lookAt(this.controls.target)
    this.renderNow()
  }

  dispose() {
    cancelAnimationFrame(this.frameRequest)
    this.controls.dispose()
    if (this.objects) disposeObjects(this.objects)
    this.renderer.dispose()
    this.renderer.domElement.remove()
  }
}
