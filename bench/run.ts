// `npm run bench`: every benchmark, printing figures. Benchmarks never pass or fail on
// time; they report. Pass names to run a subset: `npm run bench -- gui`; the GUI's
// search figures on another store size: `npm run bench -- gui --entries 1000000`.
import { benchElnSave } from './elnSave'
import { benchEntryPage } from './entryPage'
import { benchGui } from './gui'
import { benchProcessing } from './processing'
import { benchSearch } from './search'
import { benchVasprun } from './vasprun'

const benches: Record<string, () => Promise<void>> = { processing: benchProcessing, vasprun: benchVasprun, gui: benchGui, search: benchSearch, entry: benchEntryPage, eln: benchElnSave }

/** Options followed by a value. */
const VALUE_OPTIONS = ['--entries']

async function main() {
  // Names, not options nor the values of options that take one (`--entries 1000000`).
  const args = process.argv.slice(2)
  const wanted = args.filter((arg, index) => !arg.startsWith('-') && !VALUE_OPTIONS.includes(args[index - 1]))
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
