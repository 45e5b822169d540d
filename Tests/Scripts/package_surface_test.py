"""Tests of scripts/package-surface: the declarations it counts, how it classifies them, the ratchet."""
import importlib.machinery
import importlib.util
import os
import tempfile
import unittest

SCRIPT = os.path.join(os.path.dirname(__file__), '..', '..', 'scripts', 'package-surface')
loader = importlib.machinery.SourceFileLoader('package_surface', SCRIPT)
spec = importlib.util.spec_from_loader('package_surface', loader)
ps = importlib.util.module_from_spec(spec)
loader.exec_module(ps)


def names(code):
    return [(kind, name) for kind, name, _, _ in ps.declarations(ps.code_only(code))]


class DeclarationTests(unittest.TestCase):
    def test_when_members_are_written_package_then_each_counts_with_its_kind(self):
        code = ('package final class Box {\n'
                '    package static func make() -> Box { Box() }\n'
                '    package private(set) var count = 0\n'
                '    package init() {}\n'
                '    var hidden = 1\n'
                '}\n')
        self.assertEqual(names(code), [('class', 'Box'), ('func', 'make'), ('var', 'count'), ('init', 'init')])

    def test_when_an_attribute_precedes_package_then_the_declaration_still_counts(self):
        self.assertEqual(names('@MainActor package protocol Host: AnyObject {}\n'), [('protocol', 'Host')])

    def test_when_package_only_widens_a_setter_then_nothing_counts(self):
        self.assertEqual(names('public package(set) var style = 0\n'), [])

    def test_when_package_appears_in_comments_or_strings_then_nothing_counts(self):
        self.assertEqual(names('// package func gone()\nlet s = "package var text"\n'), [])

    def test_when_an_extension_is_package_then_its_direct_members_count_and_private_ones_do_not(self):
        code = ('package extension Host {\n'
                '    func shown() {}\n'
                '    var value: Int { 1 }\n'
                '    private func hidden() {}\n'
                '    func nested() {\n'
                '        let local = 1\n'
                '    }\n'
                '}\n'
                'func after() {}\n')
        self.assertEqual(names(code), [('extension', 'Host'), ('func', 'shown'), ('var', 'value'), ('func', 'nested')])


class SurfaceTests(unittest.TestCase):
    def make_package(self, files):
        root = tempfile.mkdtemp()
        for path, text in files.items():
            full = os.path.join(root, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, 'w', encoding='utf-8') as out:
                out.write(text)
        return root

    def test_when_names_are_used_by_another_module_tests_or_nobody_then_each_is_classified(self):
        root = self.make_package({
            'Sources/Core/Core.swift': 'package func shared() {}\npackage func probed() {}\npackage func lonely() {}\n',
            'Sources/App/App.swift': 'func run() { shared() }\n',
            'Tests/CoreTests/CoreTests.swift': 'func test() { probed() }\n// lonely() in a comment\n',
        })
        found = {name: use for _, name, _, _, use in ps.surface(root)['Core']}
        self.assertEqual(found, {'shared': 'elsewhere', 'probed': 'tests', 'lonely': 'unused'})
        self.assertEqual(ps.surface(root)['App'], [])


class CheckTests(unittest.TestCase):
    def rows(self, count):
        return [('func', f'f{i}', 'x.swift', i, 'elsewhere') for i in range(count)]

    def test_when_a_module_grows_past_its_baseline_then_the_check_fails_and_says_which(self):
        problems, shrunk = ps.check({'Core': self.rows(3), 'App': self.rows(1)}, {'Core': 2, 'App': 1})
        self.assertEqual(len(problems), 1)
        self.assertIn('Core: 3 package declarations, the baseline allows 2', problems[0])
        self.assertEqual(shrunk, [])

    def test_when_a_module_has_no_baseline_then_any_package_declaration_fails(self):
        problems, _ = ps.check({'New': self.rows(1)}, {})
        self.assertEqual(len(problems), 1)

    def test_when_a_module_shrinks_then_the_check_passes_and_asks_for_a_new_record(self):
        problems, shrunk = ps.check({'Core': self.rows(1)}, {'Core': 2})
        self.assertEqual(problems, [])
        self.assertEqual(len(shrunk), 1)

    def test_when_the_baseline_has_comments_then_only_counts_are_read(self):
        path = os.path.join(tempfile.mkdtemp(), 'baseline')
        with open(path, 'w', encoding='utf-8') as out:
            out.write('# header\n\nCore 4\nApp 0\n')
        self.assertEqual(ps.read_baseline(path), {'Core': 4, 'App': 0})


if __name__ == '__main__':
    unittest.main()
