#!/usr/bin/python3
"""Writes the XRD plugin's example patterns (examples/patterns/) from crystal structures.

Powder patterns are computed with pymatgen's XRDCalculator (Debian: apt-get install
python3-pymatgen; run with /usr/bin/python3) for Cu K-alpha radiation and broadened
into profiles with Gaussian peaks of 0.12 degrees FWHM on a 10-90 degree 2-theta grid:

- NaCl.xy   rock salt from shared/fixtures/structures/NaCl-CONTCAR; a two-column file
            with '#' comments and a wavelength header
- Si.xy     diamond silicon (a = 5.431 A); two columns and no wavelength header
- AgCoO2.xrdml  delafossite AgCoO2 from shared/fixtures/structures/Ag1Co1O2_ICSD_246157.cif
            as PANalytical XRDML 1.5 (2Theta start/end positions and integer
            counts with a background and deterministic Poisson noise)

Usage: /usr/bin/python3 plugins/xrd/tools/make_examples.py [path of shared/fixtures/structures]
"""
import sys
from pathlib import Path

import numpy as np
from pymatgen.analysis.diffraction.xrd import XRDCalculator
from pymatgen.core import Lattice, Structure

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "examples" / "patterns"
STRUCTURES = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE.parents[3] / "shared" / "fixtures" / "structures"
CU_KA1 = 1.540598
START, END, STEP, FWHM = 10.0, 90.0, 0.04, 0.12


def profile(structure):
    pattern = XRDCalculator(wavelength="CuKa1").get_pattern(structure, two_theta_range=(START, END))
    grid = np.round(np.arange(START, END + STEP / 2, STEP), 4)
    sigma = FWHM / (2 * np.sqrt(2 * np.log(2)))
    intensity = np.zeros_like(grid)
    for position, height in zip(pattern.x, pattern.y):
        intensity += height * np.exp(-0.5 * ((grid - position) / sigma) ** 2)
    return grid, 100 * intensity / intensity.max(), pattern


def write_xy(path, grid, intensity, header):
    lines = [f"# {line}" for line in header] + [f"{x:.4f} {y:.4f}" for x, y in zip(grid, intensity)]
    path.write_text("\n".join(lines) + "\n")


def write_xrdml(path, grid, intensity, sample):
    rng = np.random.default_rng(246157)
    counts = rng.poisson(40 + 60 * intensity).astype(int)
    path.write_text(f"""<?xml version="1.0" encoding="UTF-8"?>
<xrdMeasurements xmlns="http://www.xrdml.com/XRDMeasurement/1.5" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.xrdml.com/XRDMeasurement/1.5 http://www.xrdml.com/XRDMeasurement/1.5/XRDMeasurement.xsd" status="Completed">
  <comment>
    <entry>Simulated with pymatgen's XRDCalculator for Tessera's XRD plugin (plugins/xrd/tools/make_examples.py)</entry>
  </comment>
  <sample type="To be analyzed">
    <id>{sample}-001</id>
    <name>{sample}</name>
  </sample>
  <xrdMeasurement measurementType="Scan" status="Completed" sampleMode="Reflection">
    <comment>
      <entry>Powder, Bragg-Brentano geometry</entry>
    </comment>
    <usedWavelength intended="K-Alpha 1">
      <kAlpha1 unit="Angstrom">{CU_KA1:.7f}</kAlpha1>
      <kAlpha2 unit="Angstrom">1.5444260</kAlpha2>
      <kBeta unit="Angstrom">1.3922500</kBeta>
      <ratioKAlpha2KAlpha1>0.5000</ratioKAlpha2KAlpha1>
    </usedWavelength>
    <incidentBeamPath>
      <xRayTube id="1" name="Cu LFF">
        <tension unit="kV">45</tension>
        <current unit="mA">40</current>
        <anodeMaterial>Cu</anodeMaterial>
      </xRayTube>
    </incidentBeamPath>
    <scan appendNumber="0" mode="Continuous" scanAxis="Gonio" status="Completed">
      <header>
        <startTimeStamp>2024-03-05T09:12:40+01:00</startTimeStamp>
        <endTimeStamp>2024-03-05T09:29:21+01:00</endTimeStamp>
        <author>
          <name>Tessera</name>
        </author>
        <source>
          <applicationSoftware version="2.2">pymatgen XRDCalculator</applicationSoftware>
        </source>
      </header>
      <dataPoints>
        <positions axis="2Theta" unit="deg">
          <startPosition>{grid[0]:.4f}</startPosition>
          <endPosition>{grid[-1]:.4f}</endPosition>
        </positions>
        <positions axis="Omega" unit="deg">
          <startPosition>{grid[0] / 2:.4f}</startPosition>
          <endPosition>{grid[-1] / 2:.4f}</endPosition>
        </positions>
        <commonCountingTime unit="seconds">0.50</commonCountingTime>
        <intensities unit="counts">{" ".join(map(str, counts))}</intensities>
      </dataPoints>
    </scan>
  </xrdMeasurement>
</xrdMeasurements>
""")


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    nacl = Structure.from_file(str(STRUCTURES / "NaCl-CONTCAR"))
    grid, intensity, pattern = profile(nacl)
    write_xy(OUT / "NaCl.xy", grid, intensity, [
        "NaCl (rock salt), simulated powder pattern: pymatgen XRDCalculator, Gaussian peaks of 0.12 deg FWHM",
        f"wavelength: {CU_KA1} A (Cu K-alpha1)",
        "2theta(deg) intensity(a.u.)",
    ])
    silicon = Structure.from_spacegroup("Fd-3m", Lattice.cubic(5.431), ["Si"], [[0, 0, 0]])
    grid, intensity, _ = profile(silicon)
    write_xy(OUT / "Si.xy", grid, intensity, ["Si (diamond), simulated powder pattern", "2theta intensity"])
    agcoo2 = Structure.from_file(str(STRUCTURES / "Ag1Co1O2_ICSD_246157.cif"))
    grid, intensity, _ = profile(agcoo2)
    write_xrdml(OUT / "AgCoO2.xrdml", grid, intensity, "AgCoO2")
    print("strongest NaCl reflections (2theta, hkl):", [(round(x, 2), h[0]["hkl"]) for x, y, h in zip(pattern.x, pattern.y, pattern.hkls) if y > 20])


if __name__ == "__main__":
    main()
