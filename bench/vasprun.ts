// vasprun.xml parsing (ARCHITECTURE.md: ≥ 50 MB/s, bounded memory): writes a synthetic
// ~60 MB vasprun.xml of a spin-polarised relaxation — every ionic step with SCF steps,
// structure, forces, stress, eigenvalues (2 spins × 120 k-points × 96 bands) and a
// total DOS — into the temp folder, then parses it with the VASP parser's core function
// (bytes → archive) in a fresh child process, which reports the time and its peak RSS.
import { spawnSync } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const CHILD_ENV = 'TESSERA_VASPRUN_BENCH_FILE'
const TARGET_BYTES = 60 * 2 ** 20
const N_ATOMS = 32
const N_KPOINTS = 120
const N_BANDS = 96
const N_DOS = 301

/** A deterministic pseudo-random sequence, so that every run writes the same file. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const f = (value: number, width: number, digits: number) => value.toFixed(digits).padStart(width)
const vector = (values: number[], digits = 8) => `<v>${values.map((v) => f(v, 17, digits)).join('')} </v>`

function header(next: () => number): string {
  const lines = [
    '<?xml version="1.0" encoding="ISO-8859-1"?>',
    '<modeling>',
    ' <generator>',
    '  <i name="program" type="string">vasp </i>',
    '  <i name="version" type="string">6.3.0  </i>',
    '  <i name="subversion" type="string">20Jan22 (build Feb 08 2022 12:08:37) complex            parallel </i>',
    '  <i name="platform" type="string">LinuxIFC </i>',
    ' </generator>',
    ' <incar>',
    '  <i type="string" name="PREC">accurate</i>',
    '  <i type="int" name="ISPIN">     2</i>',
    '  <i type="int" name="IBRION">     2</i>',
    '  <i type="int" name="NSW">   200</i>',
    '  <i type="int" name="ISIF">     3</i>',
    '  <i name="EDIFFG">     -0.01000000</i>',
    '  <i name="ENCUT">    520.00000000</i>',
    ' </incar>',
    ' <kpoints>',
    '  <generation param="Gamma">',
    '   <v type="int" name="divisions">       8        8        8 </v>',
    '   <v name="usershift">      0.00000000       0.00000000       0.00000000 </v>',
    '  </generation>',
    '  <varray name="kpointlist" >',
    ...Array.from({ length: N_KPOINTS }, () => `   ${vector([next() / 2, next() / 2, next() / 2])}`),
    '  </varray>',
    '  <varray name="weights" >',
    ...Array.from({ length: N_KPOINTS }, () => `   ${vector([1 / N_KPOINTS])}`),
    '  </varray>',
    ' </kpoints>',
    ' <parameters>',
    '  <separator name="electronic" >',
    '   <i type="string" name="PREC">accura</i>',
    '   <i name="ENMAX">    520.00000000</i>',
    '   <i name="EDIFF">      0.00000100</i>',
    '   <separator name="electronic smearing" >',
    '    <i type="int" name="ISMEAR">     0</i>',
    '    <i name="SIGMA">      0.05000000</i>',
    '   </separator>',
    '   <separator name="electronic spin" >',
    '    <i type="int" name="ISPIN">     2</i>',
    '   </separator>',
    '   <separator name="electronic exchange-correlation" >',
    '    <i type="string" name="GGA">--</i>',
    '   </separator>',
    '  </separator>',
    '  <separator name="ionic" >',
    '   <i type="int" name="NSW">   200</i>',
    '   <i type="int" name="IBRION">     2</i>',
    '   <i type="int" name="ISIF">     3</i>',
    '   <i name="EDIFFG">     -0.01000000</i>',
    '  </separator>',
    ' </parameters>',
    ' <atominfo>',
    `  <atoms>      ${N_ATOMS} </atoms>`,
    '  <types>       2 </types>',
    '  <array name="atoms" >',
    '   <field type="string">element</field>',
    '   <field type="int">atomtype</field>',
    '   <set>',
    ...Array.from({ length: N_ATOMS }, (_, i) => (i < N_ATOMS / 2 ? '    <rc><c>Ga</c><c>   1</c></rc>' : '    <rc><c>As</c><c>   2</c></rc>')),
    '   </set>',
    '  </array>',
    '  <array name="atomtypes" >',
    '   <field type="int">atomspertype</field>',
    '   <field type="string">element</field>',
    '   <field>mass</field>',
    '   <field>valence</field>',
    '   <field type="string">pseudopotential</field>',
    '   <set>',
    `    <rc><c>  ${N_ATOMS / 2}</c><c>Ga</c><c>     69.72300000</c><c>     13.00000000</c><c>  PAW_PBE Ga_d 06Jul2010                </c></rc>`,
    `    <rc><c>  ${N_ATOMS / 2}</c><c>As</c><c>     74.92200000</c><c>      5.00000000</c><c>  PAW_PBE As 22Sep2009                  </c></rc>`,
    '   </set>',
    '  </array>',
    ' </atominfo>',
  ]
  return lines.join('\n') + '\n'
}

function structure(next: () => number, name = ''): string {
  const a = 11.3 + next() * 0.01
  return [
    ` <structure${name ? ` name="${name}"` : ''} >`,
    '  <crystal>',
    '   <varray name="basis" >',
    `    ${vector([a, 0, 0])}`,
    `    ${vector([0, a, 0])}`,
    `    ${vector([0, 0, a])}`,
    '   </varray>',
    `   <i name="volume">    ${f(a ** 3, 16, 8)} </i>`,
    '   <varray name="rec_basis" >',
    `    ${vector([1 / a, 0, 0])}`,
    `    ${vector([0, 1 / a, 0])}`,
    `    ${vector([0, 0, 1 / a])}`,
    '   </varray>',
    '  </crystal>',
    '  <varray name="positions" >',
    ...Array.from({ length: N_ATOMS }, () => `   ${vector([next(), next(), next()])}`),
    '  </varray>',
    ' </structure>',
  ].join('\n')
}

function calculation(next: () => number, step: number): string {
  const energy = -150 - step * 0.001
  const parts: string[] = [' <calculation>']
  for (let scf = 0; scf < 15; scf++) {
    const e = f(energy + 10 / (scf + 1) ** 2, 16, 8)
    parts.push(`  <scstep>\n   <time name="total">   12.50   12.73</time>\n   <energy>\n    <i name="e_fr_energy">${e} </i>\n    <i name="e_wo_entrp">${e} </i>\n    <i name="e_0_energy">${e} </i>\n   </energy>\n  </scstep>`)
  }
  parts.push(structure(next).replace(/^/gm, ' '))
  parts.push('  <varray name="forces" >', ...Array.from({ length: N_ATOMS }, () => `   ${vector([next() - 0.5, next() - 0.5, next() - 0.5])}`), '  </varray>')
  parts.push('  <varray name="stress" >', ...[0, 1, 2].map(() => `   ${vector([next() * 10, next(), next()])}`), '  </varray>')
  parts.push(`  <energy>\n   <i name="e_fr_energy">${f(energy, 16, 8)} </i>\n   <i name="e_wo_entrp">${f(energy, 16, 8)} </i>\n   <i name="e_0_energy">${f(energy, 16, 8)} </i>\n  </energy>`)
  parts.push('  <eigenvalues>\n   <array>\n    <dimension dim="1">band</dimension>\n    <dimension dim="2">kpoint</dimension>\n    <dimension dim="3">spin</dimension>\n    <field>eigene</field>\n    <field>occ</field>\n    <set>')
  for (let spin = 1; spin <= 2; spin++) {
    parts.push(`     <set comment="spin ${spin}">`)
    for (let k = 1; k <= N_KPOINTS; k++) {
      parts.push(`      <set comment="kpoint ${k}">`)
      for (let b = 0; b < N_BANDS; b++) {
        const e = -12 + (b * 24) / N_BANDS + next() * 0.2
        parts.push(`       <r>${f(e, 10, 4)}${f(e < 2 ? 1 : 0, 10, 4)} </r>`)
      }
      parts.push('      </set>')
    }
    parts.push('     </set>')
  }
  parts.push('    </set>\n   </array>\n  </eigenvalues>')
  parts.push('  <dos>\n   <i name="efermi">      2.00000000 </i>\n   <total>\n    <array>\n     <field>energy</field>\n     <field>total</field>\n     <field>integrated</field>\n     <set>')
  for (let spin = 1; spin <= 2; spin++) {
    parts.push(`      <set comment="spin ${spin}">`)
    let integrated = 0
    for (let i = 0; i < N_DOS; i++) {
      const density = next() * 3
      integrated += density * 0.1
      parts.push(`       <r>${f(-15 + i * 0.1, 10, 4)}${f(density, 11, 4)}${f(integrated, 11, 4)} </r>`)
    }
    parts.push('      </set>')
  }
  parts.push('     </set>\n    </array>\n   </total>\n  </dos>', ' </calculation>')
  return parts.join('\n') + '\n'
}

/** Writes the synthetic file; returns its size in bytes. */
async function writeSyntheticVasprun(path: string): Promise<{ bytes: number; steps: number }> {
  const next = random(42)
  const chunks: string[] = [header(next), structure(next, 'initialpos') + '\n']
  let size = chunks.reduce((sum, chunk) => sum + chunk.length, 0)
  let steps = 0
  while (size < TARGET_BYTES) {
    const chunk = calculation(next, steps++)
    chunks.push(chunk)
    size += chunk.length
  }
  chunks.push(structure(next, 'finalpos') + '\n</modeling>\n')
  const text = chunks.join('')
  await writeFile(path, text, 'latin1')
  return { bytes: Buffer.byteLength(text, 'latin1'), steps }
}

interface ChildReport {
  timesMs: number[]
  /** CPU time of each parse (all threads of the process): less disturbed by other load than wall time. */
  cpuMs: number[]
  maxRssBytes: number
  /** RSS once the file is read, before parsing: the runtime and the file's bytes. */
  baselineRssBytes: number
  heapUsedBytes: number
  calculations: number
  warnings: number
}

/** In the child: read the file, parse it three times, report times and peak memory. */
async function childMain(path: string) {
  const { vasprunArchive } = await import('../src/server/parsers/vasp')
  let warnings = 0
  const logger = { debug() {}, info() {}, warning: () => void warnings++, error: () => void warnings++ }
  const bytes = await readFile(path)
  const baselineRssBytes = process.memoryUsage().rss
  const timesMs: number[] = []
  const cpuMs: number[] = []
  let calculations = 0
  let heapUsedBytes = 0
  for (let run = 0; run < 3; run++) {
    const started = performance.now()
    const cpu = process.cpuUsage()
    const archive = vasprunArchive(bytes, logger) as { run: { calculation?: unknown[] }[] }
    timesMs.push(performance.now() - started)
    const used = process.cpuUsage(cpu)
    cpuMs.push((used.user + used.system) / 1000)
    calculations = archive.run[0].calculation?.length ?? 0
    heapUsedBytes = Math.max(heapUsedBytes, process.memoryUsage().heapUsed)
  }
  const report: ChildReport = { timesMs, cpuMs, maxRssBytes: process.resourceUsage().maxRSS * 1024, baselineRssBytes, heapUsedBytes, calculations, warnings }
  process.stdout.write(JSON.stringify(report))
}

export async function benchVasprun(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-vasprun-'))
  try {
    const path = join(dir, 'vasprun.xml')
    const { bytes, steps } = await writeSyntheticVasprun(path)
    const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
      env: { ...process.env, [CHILD_ENV]: path },
      encoding: 'utf8',
      maxBuffer: 2 ** 20,
    })
    if (child.status !== 0) throw new Error(`the parsing child failed: ${child.stderr}`)
    const report = JSON.parse(child.stdout) as ChildReport
    const mb = bytes / 1e6
    const best = Math.min(...report.timesMs)
    const first = report.timesMs[0]
    console.log(`vasprun.xml parse: ${(mb / (best / 1000)).toFixed(0)} MB/s (${mb.toFixed(1)} MB in ${best.toFixed(0)} ms; first run ${first.toFixed(0)} ms = ${(mb / (first / 1000)).toFixed(0)} MB/s) (budget ≥ 50 MB/s)`)
    console.log(`  CPU time per parse ${report.cpuMs.map((ms) => ms.toFixed(0)).join(', ')} ms (wall ${report.timesMs.map((ms) => ms.toFixed(0)).join(', ')} ms)`)
    console.log(`  ${steps} ionic steps → ${report.calculations} calculations, ${report.warnings} warnings`)
    const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`
    console.log(`  peak RSS of the parsing process ${mib(report.maxRssBytes)} (${mib(report.baselineRssBytes)} before parsing: runtime and file bytes), peak heap with an archive alive ${mib(report.heapUsedBytes)}`)
    await processThroughServer(path, mb)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** The same file uploaded to a real server: matching, a worker thread, the normalisers, the stored archive. */
async function processThroughServer(path: string, mb: number): Promise<void> {
  // Imported here, so the parsing child does not load the server.
  const { startServer } = await import('../src/server/server')
  const { createAccount } = await import('../src/server/auth/accounts')
  const dataDir = await mkdtemp(join(tmpdir(), 'tessera-vasprun-server-'))
  const server = await startServer({ host: '127.0.0.1', port: 0, dataDir, loadExamples: false }, { logLevel: 'silent', warn: () => undefined })
  try {
    await createAccount(server.context.store, { username: 'bench', first_name: 'Bench', last_name: 'Mark', email: 'bench@example.org', password: 'bench-password' })
    const { access_token } = await (await fetch(`${server.origin}/api/v1/auth/token?username=bench&password=bench-password`)).json()
    const headers = { authorization: `Bearer ${access_token}`, accept: 'application/json' }
    const { upload_id } = await (await fetch(`${server.origin}/api/v1/uploads`, { method: 'POST', headers })).json()
    let peakRss = process.memoryUsage().rss
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50)
    const form = new FormData()
    form.append('file', new Blob([await readFile(path)]), 'vasprun.xml')
    const started = performance.now()
    await fetch(`${server.origin}/api/v1/uploads/${upload_id}/raw/?wait_for_processing=false`, { method: 'PUT', headers, body: form })
    await server.context.processor.waitFor(upload_id)
    const seconds = (performance.now() - started) / 1000
    clearInterval(sampler)
    const [entry] = await server.context.store.query<{ process_status: string }>('SELECT process_status FROM entries WHERE upload_id = $1', [upload_id])
    const archiveDir = join(dataDir, 'uploads', upload_id, 'archive')
    const archiveBytes = (await Promise.all((await readdir(archiveDir)).map(async (name) => (await stat(join(archiveDir, name))).size))).reduce((a, b) => a + b, 0)
    console.log(`  through the server (upload, worker, normalisers, archive stored): ${seconds.toFixed(2)} s for ${mb.toFixed(1)} MB, entry ${entry?.process_status}, archive ${(archiveBytes / 1e6).toFixed(1)} MB; peak RSS of the server process ${(peakRss / 2 ** 20).toFixed(0)} MiB (worker thread included)`)
  } finally {
    await server.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

const childFile = process.env[CHILD_ENV]
if (childFile) {
  childMain(childFile).catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
