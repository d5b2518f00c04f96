// `npm run bench`: every benchmark, printing figures. Benchmarks never pass or fail on
// time; they report. Pass names to run a subset: `npm run bench -- gui`.
import { benchElnSave } from './elnSave'
import { benchEntryPage } from './entryPage'
import { benchGui } from './gui'
import { benchProcessing } from './processing'
import { benchSearch } from './search'
import { benchVasprun } from './vasprun'

const benches: Record<string, () => Promise<void>> = { processing: benchProcessing, vasprun: benchVasprun, gui: benchGui, search: benchSearch, entry: benchEntryPage, eln: benchElnSave }

async function main() {
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'))
  for (const [name, run] of Object.entries(benches)) {
    if (wanted.length && !wanted.includes(name)) continue
    console.log(`== ${name}`)
    await run()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
