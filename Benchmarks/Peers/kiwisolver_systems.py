#!/usr/bin/env python3
"""The three Auto Layout systems of issue 17, built and solved in kiwisolver (the C++ Cassowary
solver, `pip install kiwisolver`), for a side-by-side run with `ocv-benchmarks solver layout`
(scripts/compare-kiwisolver). Each figure is the median of 7 runs, in milliseconds, and includes
making the variables and constraints from Python (kiwi's own API).

Systems (the same as Benchmarks/Sources/OpenCollectionViewBenchmarks/SolverBenchmarks.swift):
  cells     1 000 independent list cells (image, title, subtitle: 13 constraints each, plus the
            content view's 4) fitted to a width of 320 — in one solver, and one solver per cell;
            the faster of the two is kiwi's figure.
  row       a row of 200 equal-width views between 8-point gaps in a 3 000-point container.
  resolves  that row re-solved for 200 container widths.
"""
import statistics
import sys
import time

try:
    import kiwisolver as kiwi
except ImportError:
    sys.exit("kiwisolver is not installed: python3 -m pip install kiwisolver (see the README's performance section)")


def median_ms(body, runs=7):
    body()  # warm-up
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        body()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def add_cell(solver):
    content, image, title, subtitle = ([kiwi.Variable() for _ in range(4)] for _ in range(4))
    left, top, width, height = 0, 1, 2, 3
    for constraint in [
        content[left] == 0, content[top] == 0, content[width] == 320, (content[height] == 0) | "weak",
        image[left] == content[left] + 16, image[top] + image[height] / 2 == content[top] + content[height] / 2,
        image[width] == 40, image[height] == 40,
        title[left] == image[left] + image[width] + 12, title[left] + title[width] == content[left] + content[width] - 16,
        title[top] == content[top] + 11, title[height] == 22,
        subtitle[left] == title[left], subtitle[left] + subtitle[width] == title[left] + title[width],
        subtitle[top] == title[top] + title[height] + 2, subtitle[top] + subtitle[height] == content[top] + content[height] - 11,
        subtitle[height] == 18,
    ]:
        solver.addConstraint(constraint)
    return content[height]


def cells_one_solver(count=1000):
    solver = kiwi.Solver()
    heights = [add_cell(solver) for _ in range(count)]
    solver.updateVariables()
    return sum(h.value() for h in heights)


def cells_solver_each(count=1000):
    total = 0.0
    for _ in range(count):
        solver = kiwi.Solver()
        h = add_cell(solver)
        solver.updateVariables()
        total += h.value()
    return total


def row(count=200, resolves=0):
    solver = kiwi.Solver()
    container = kiwi.Variable()
    solver.addEditVariable(container, "strong")
    solver.suggestValue(container, 3000)
    lefts = [kiwi.Variable() for _ in range(count)]
    widths = [kiwi.Variable() for _ in range(count)]
    solver.addConstraint(lefts[0] == 8)
    for index in range(1, count):
        solver.addConstraint(lefts[index] == lefts[index - 1] + widths[index - 1] + 8)
        solver.addConstraint(widths[index] == widths[0])
    solver.addConstraint(lefts[-1] + widths[-1] == container - 8)
    solver.updateVariables()
    total = sum(v.value() for v in lefts)
    for step in range(resolves):
        solver.suggestValue(container, 2000 + step * 10)
        solver.updateVariables()
        total += sum(v.value() + w.value() for v, w in zip(lefts, widths))
    return total


if __name__ == "__main__":
    one, each = median_ms(cells_one_solver), median_ms(cells_solver_each)
    print(f"kiwi.cells(13 constraints)  one solver {one:.2f} ms, a solver per cell {each:.2f} ms")
    print(f"kiwi.cells {min(one, each):.2f}")
    print(f"kiwi.row {median_ms(row):.2f}")
    print(f"kiwi.resolves {median_ms(lambda: row(200, 200)):.2f}")
    print(f"kiwisolver {kiwi.__version__}, Python {sys.version.split()[0]}")
