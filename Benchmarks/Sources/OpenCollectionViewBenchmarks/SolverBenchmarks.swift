import ConstraintSolver
import Foundation

/// The three systems issue 17 compares with kiwisolver, built on the solver directly (the UIKit-style
/// versions, through views and anchors, are `layout.*`): 1 000 independent list cells (an image, a
/// title and a subtitle; 13 constraints each, plus the content view's) fitted to a width; a row of
/// 200 equal-width views; that row re-solved for 200 widths.
func runSolverBenchmarks(_ harness: inout Harness) {
    harness.measure("solver.cells(13 constraints)", size: 1000) {
        var solver = ConstraintSolver()
        for _ in 0..<1000 {
            func view() -> (l: Variable, t: Variable, w: Variable, h: Variable) {
                (solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
            }
            let cv = view(), image = view(), title = view(), subtitle = view()
            let constraints: [LinearConstraint] = [
                cv.l == 0, cv.t == 0, cv.w == 320, (cv.h == 0).withStrength(.weak),
                image.l == cv.l + 16, image.t + image.h * 0.5 == cv.t + cv.h * 0.5, image.w == 40, image.h == 40,
                title.l == image.l + image.w + 12, title.l + title.w == cv.l + cv.w - 16, title.t == cv.t + 11, title.h == 22,
                subtitle.l == LinearExpression(title.l), subtitle.l + subtitle.w == title.l + title.w, subtitle.t == title.t + title.h + 2,
                subtitle.t + subtitle.h == cv.t + cv.h - 11, subtitle.h == 18,
            ]
            for constraint in constraints { _ = try? solver.add(constraint) }
            blackHole(solver.value(of: cv.h))
        }
    }
    for resolves in [0, 200] {
        harness.measure(resolves == 0 ? "solver.row(equal widths)" : "solver.row + 200 resolves", size: 200) {
            var solver = ConstraintSolver()
            let container = solver.makeVariable()
            try? solver.addEditVariable(container, strength: .strong)
            try? solver.suggestValue(3000, for: container)
            let lefts = (0..<200).map { _ in solver.makeVariable() }, widths = (0..<200).map { _ in solver.makeVariable() }
            _ = try? solver.add(lefts[0] == 8)
            for index in 1..<200 {
                _ = try? solver.add(lefts[index] == lefts[index - 1] + widths[index - 1] + 8)
                _ = try? solver.add(widths[index] == LinearExpression(widths[0]))
            }
            _ = try? solver.add(lefts[199] + widths[199] == container - 8)
            var sum = 0.0
            for index in 0..<200 { sum += solver.value(of: lefts[index]) }
            for step in 0..<resolves {
                try? solver.suggestValue(2000 + Double(step) * 10, for: container)
                for index in 0..<200 { sum += solver.value(of: lefts[index]) + solver.value(of: widths[index]) }
            }
            blackHole(sum)
        }
    }
}
