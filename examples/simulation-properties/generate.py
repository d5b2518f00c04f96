#!/usr/bin/env python3
"""Regenerates the three archives of this example from real calculations.

Copper with ASE's effective-medium theory (EMT) calculator:
  copper-eos.archive.json      equation of state (Birch-Murnaghan fit), ASE
  copper-phonons.archive.json  phonons (finite displacements), phonopy + ASE
  copper-md.archive.json       Langevin molecular dynamics at 1400 K, ASE

Needs Debian's python3-ase and python3-phonopy (apt-get install python3-ase
python3-phonopy); run with /usr/bin/python3 from this folder. All values are written in
SI units, as Tessera's archives hold them. The MD uses a fixed random seed, so a rerun
writes the same numbers.
"""
import json

import ase
import numpy as np
import phonopy
from ase import units
from ase.build import bulk
from ase.calculators.emt import EMT
from ase.eos import EquationOfState
from ase.md.langevin import Langevin
from ase.md.velocitydistribution import MaxwellBoltzmannDistribution
from phonopy import Phonopy
from phonopy.structure.atoms import PhonopyAtoms

EV = 1.602176634e-19  # J
ANGSTROM = 1e-10  # m
THZ_TO_J = 6.62607015e-34 * 1e12  # h * 1 THz
EV_PER_A3 = EV / ANGSTROM**3  # Pa
FS = 1e-15  # s
A0 = 3.6  # Å, near EMT copper's lattice constant


def rounded(value, digits=6):
    """Numbers to `digits` significant digits, so that the files stay small."""
    if isinstance(value, (list, tuple, np.ndarray)):
        return [rounded(v, digits) for v in value]
    return float(f"{float(value):.{digits}g}")


def run_section(atoms, description):
    """The program and the structure computed, so the entry has a material."""
    return [{
        "program": {"name": "ASE", "version": ase.__version__},
        "system": [{
            "atoms": {
                "labels": atoms.get_chemical_symbols(),
                "positions": rounded(atoms.get_positions() * ANGSTROM, 8),
                "lattice_vectors": rounded(np.array(atoms.get_cell()) * ANGSTROM, 8),
                "periodic": [bool(p) for p in atoms.pbc],
            },
            "description": description,
        }],
    }]


def write(name, archive):
    with open(name, "w") as out:
        json.dump(archive, out, separators=(",", ":"))
        out.write("\n")


def equation_of_state():
    volumes, energies = [], []
    for scale in np.linspace(0.94, 1.06, 13):
        atoms = bulk("Cu", "fcc", a=A0 * scale)
        atoms.calc = EMT()
        volumes.append(atoms.get_volume())
        energies.append(atoms.get_potential_energy())
    eos = EquationOfState(volumes, energies, eos="birchmurnaghan")
    v0, e0, b = eos.fit()
    fitted_volumes = np.linspace(min(volumes), max(volumes), 40)
    fitted = eos.func(fitted_volumes, *eos.eos_parameters)
    a0 = (4 * v0) ** (1 / 3)
    atoms = bulk("Cu", "fcc", a=a0)
    mechanical = {
        "energy_volume_curve": [
            {"type": "raw", "volumes": rounded(np.array(volumes) * ANGSTROM**3), "energies_raw": rounded(np.array(energies) * EV)},
            {"type": "birch_murnaghan", "volumes": rounded(fitted_volumes * ANGSTROM**3), "energies_fit": rounded(np.array(fitted) * EV)},
        ],
        "bulk_modulus": [{"type": "birch_murnaghan", "value": rounded(b * EV_PER_A3)}],
    }
    write("copper-eos.archive.json", {
        "run": run_section(atoms, f"fcc copper at the fitted equilibrium, a = {a0:.4f} Å"),
        "results": {"properties": {"mechanical": mechanical}},
    })
    print(f"EOS: V0 = {v0:.3f} Å³, a0 = {a0:.4f} Å, B = {b / units.GPa:.1f} GPa")


def phonons():
    unit = bulk("Cu", "fcc", a=A0)
    cell = PhonopyAtoms(symbols=unit.get_chemical_symbols(), cell=unit.get_cell()[:], scaled_positions=unit.get_scaled_positions())
    phonon = Phonopy(cell, supercell_matrix=np.diag([4, 4, 4]), primitive_matrix=None)
    phonon.generate_displacements(distance=0.01)
    forces = []
    for supercell in phonon.supercells_with_displacements:
        atoms = ase.Atoms(supercell.symbols, cell=supercell.cell, scaled_positions=supercell.scaled_positions, pbc=True)
        atoms.calc = EMT()
        forces.append(atoms.get_forces())
    phonon.forces = forces
    phonon.produce_force_constants()

    # Γ–X–W–K–Γ–L of the fcc zone, in reduced coordinates of the reciprocal cell.
    points = {"Γ": [0, 0, 0], "X": [0.5, 0, 0.5], "W": [0.5, 0.25, 0.75], "K": [0.375, 0.375, 0.75], "L": [0.5, 0.5, 0.5]}
    path = [("Γ", "X"), ("X", "W"), ("W", "K"), ("K", "Γ"), ("Γ", "L")]
    per_segment = 21
    qpaths = [np.linspace(points[a], points[b], per_segment) for a, b in path]
    phonon.run_band_structure([list(q) for q in qpaths])
    bands = phonon.get_band_structure_dict()
    segments = [{
        "kpoints": rounded(q, 5),
        "energies": [rounded(np.array(f) * THZ_TO_J)],
        "endpoints_labels": ["Gamma" if a == "Γ" else a, "Gamma" if b == "Γ" else b],
    } for (a, b), q, f in zip(path, bands["qpoints"], bands["frequencies"])]
    reciprocal = np.array(unit.cell.reciprocal()) * 2 * np.pi / ANGSTROM

    phonon.run_mesh([20, 20, 20])
    phonon.run_total_dos(freq_pitch=0.05)
    dos = phonon.get_total_dos_dict()
    frequencies = np.array(dos["frequency_points"])
    keep = frequencies >= 0
    # states per THz → states per joule, so the DOS integrates to 3 modes per atom over J.
    dos_values = np.array(dos["total_dos"])[keep] / THZ_TO_J

    phonon.run_thermal_properties(t_min=0, t_max=1000, t_step=25)
    thermal = phonon.get_thermal_properties_dict()
    per_mole = 1 / 6.02214076e23  # phonopy gives J/K/mol and kJ/mol per unit cell (one atom here)
    vibrational = {
        "band_structure_phonon": [{"segment": segments, "reciprocal_cell": rounded(reciprocal)}],
        # As NOMAD writes it: the DOS lives in the run's calculation, results refer to it.
        "dos_phonon": [{"energies": "#/run/0/calculation/0/dos_phonon/0/energies", "total": ["#/run/0/calculation/0/dos_phonon/0/total/0"]}],
        "heat_capacity_constant_volume": [{"temperatures": rounded(thermal["temperatures"]), "heat_capacities": rounded(np.array(thermal["heat_capacity"]) * per_mole)}],
        "energy_free_helmholtz": [{"temperatures": rounded(thermal["temperatures"]), "energies": rounded(np.array(thermal["free_energy"]) * 1e3 * per_mole)}],
    }
    run = run_section(unit, "fcc copper, phonons of a 4×4×4 supercell (finite displacements of 0.01 Å)")
    run[0]["calculation"] = [{"dos_phonon": [{"energies": rounded(frequencies[keep] * THZ_TO_J), "total": [{"value": rounded(dos_values)}]}]}]
    write("copper-phonons.archive.json", {
        "run": run,
        "results": {"properties": {"vibrational": vibrational}},
    })
    top = max(max(max(f) for f in seg) for seg in bands["frequencies"])
    print(f"Phonons: highest frequency {top:.2f} THz, C_V(300 K) = {np.interp(300, thermal['temperatures'], thermal['heat_capacity']):.2f} J/K/mol")


def molecular_dynamics():
    atoms = bulk("Cu", "fcc", a=A0, cubic=True).repeat((3, 3, 3))  # 108 atoms
    atoms.calc = EMT()
    temperature = 1400  # K: a hot solid near EMT copper's melting point, so atoms move
    time_step = 2 * units.fs
    MaxwellBoltzmannDistribution(atoms, temperature_K=temperature, rng=np.random.default_rng(7))
    dyn = Langevin(atoms, time_step, temperature_K=temperature, friction=0.02, rng=np.random.default_rng(11))
    every, steps = 10, 1500
    start = atoms.get_positions().copy()
    times, temperatures, pressures, potentials, msd, frames = [], [], [], [], [], []

    def record():
        t = dyn.get_number_of_steps() * 2 * FS
        times.append(t)
        temperatures.append(atoms.get_temperature())
        stress = atoms.get_stress(include_ideal_gas=True)
        pressures.append(-np.mean(stress[:3]) * EV_PER_A3)
        potentials.append(atoms.get_potential_energy() * EV)
        # Langevin leaves positions unwrapped: displacements are the real ones.
        msd.append(np.mean(np.sum((atoms.get_positions() - start) ** 2, axis=1)) * ANGSTROM**2)
        if dyn.get_number_of_steps() >= steps // 2:
            frames.append(atoms.copy())

    dyn.attach(record, interval=every)
    dyn.run(steps)

    # Diffusion constant from the slope of the MSD over the second half (MSD = 6 D t).
    half = len(times) // 2
    slope, _ = np.polyfit(times[half:], msd[half:], 1)
    residual = np.array(msd[half:]) - np.polyval([slope, _], times[half:])
    slope_error = np.sqrt(np.sum(residual**2) / (len(residual) - 2) / np.sum((np.array(times[half:]) - np.mean(times[half:])) ** 2))

    # Radial distribution function over the frames of the second half.
    r_max, nbins = 5.0, 100
    edges = np.linspace(0, r_max, nbins + 1)
    histogram = np.zeros(nbins)
    for frame in frames:
        d = frame.get_all_distances(mic=True)[np.triu_indices(len(frame), 1)]
        histogram += np.histogram(d, bins=edges)[0]
    n = len(atoms)
    density = n / atoms.get_volume()
    shells = 4 / 3 * np.pi * (edges[1:] ** 3 - edges[:-1] ** 3)
    rdf = histogram * 2 / (len(frames) * n * density * shells)
    centres = (edges[1:] + edges[:-1]) / 2

    md = {"ensemble_type": "NVT", "time_step": 2 * FS}
    properties = {
        "thermodynamic": {"trajectory": [{
            "temperature": {"value": rounded(temperatures, 5), "time": rounded(times)},
            "pressure": {"value": rounded(pressures, 5), "time": rounded(times)},
            "energy_potential": {"value": rounded(potentials, 7), "time": rounded(times)},
            "provenance": {"molecular_dynamics": md},
        }]},
        "dynamical": {"mean_squared_displacement": [{
            "type": "atoms", "label": "Cu", "times": rounded(times), "value": rounded(msd, 5),
            "diffusion_constant_value": rounded(slope / 6, 4), "diffusion_constant_errors": [rounded(slope_error / 6, 3)],
        }]},
        "structural": {"radial_distribution_function": [{
            "type": "atoms", "label": "Cu-Cu", "bins": rounded(centres * ANGSTROM, 5), "value": rounded(rdf, 4),
            "frame_start": steps // 2, "frame_end": steps,
        }]},
    }
    write("copper-md.archive.json", {
        "run": run_section(atoms, f"108 copper atoms after {steps} Langevin steps of 2 fs at {temperature} K"),
        "results": {"properties": properties},
    })
    print(f"MD: <T> = {np.mean(temperatures[half:]):.0f} K, D = {slope / 6 * 1e4:.2e} cm²/s, first RDF peak at {centres[np.argmax(rdf)]:.2f} Å")


if __name__ == "__main__":
    equation_of_state()
    phonons()
    molecular_dynamics()
