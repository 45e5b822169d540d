"""Tests of scripts/folder-dependencies: its Swift tokenizer and the mutual pairs it finds."""
import importlib.machinery
import importlib.util
import os
import tempfile
import unittest

SCRIPT = os.path.join(os.path.dirname(__file__), '..', '..', 'scripts', 'folder-dependencies')
loader = importlib.machinery.SourceFileLoader('folder_dependencies', SCRIPT)
spec = importlib.util.spec_from_loader('folder_dependencies', loader)
fd = importlib.util.module_from_spec(spec)
loader.exec_module(fd)


def words(text):
    return set(fd.WORD.findall(fd.code_only(text)))


class CodeOnlyTests(unittest.TestCase):
    def test_when_a_string_holds_names_then_they_are_not_code(self):
        self.assertNotIn('Hidden', words('let a = "Hidden text"'))

    def test_when_an_interpolation_holds_a_quoted_subscript_then_the_code_after_the_string_stays_code(self):
        found = words('let a = "x \\(table["Key"]) y" + After')
        self.assertIn('table', found)
        self.assertIn('After', found)
        self.assertNotIn('Key', found)

    def test_when_a_multiline_string_holds_quotes_then_it_ends_at_its_own_delimiter(self):
        found = words('let s = """\nInside "quoted" \\(Used)\n"""\nAfter')
        self.assertEqual(found & {'Inside', 'quoted', 'Used', 'After'}, {'Used', 'After'})

    def test_when_a_raw_string_holds_quotes_then_only_its_raw_interpolation_is_code(self):
        found = words('let r = #"a "b" \\(NotCode) \\#(Code) c"# ; After')
        self.assertEqual(found & {'NotCode', 'Code', 'After'}, {'Code', 'After'})

    def test_when_block_comments_nest_then_all_of_them_are_skipped(self):
        self.assertEqual(words('/* a /* Nested */ Hidden */ Shown // Gone'), {'Shown'})

    def test_when_an_interpolation_holds_parentheses_then_the_string_resumes_after_the_matching_one(self):
        found = words('let a = "\\(f(g(1))) Text" ; After')
        self.assertEqual(found & {'f', 'g', 'Text', 'After'}, {'f', 'g', 'After'})


class PairTests(unittest.TestCase):
    def module(self, files):
        root = tempfile.mkdtemp()
        for path, text in files.items():
            os.makedirs(os.path.join(root, os.path.dirname(path)), exist_ok=True)
            with open(os.path.join(root, path), 'w') as f:
                f.write(text)
        return fd.analyse(root, fd.TYPE_KINDS)[2]

    def test_when_two_folders_use_each_others_types_then_they_are_a_mutual_pair(self):
        pairs = self.module({'A/A.swift': 'struct Alpha { var b: Beta }', 'B/B.swift': 'struct Beta { var a: Alpha? }'})
        self.assertEqual(pairs, [('A', 'B')])

    def test_when_one_folder_names_the_other_only_in_a_string_then_there_is_no_pair(self):
        pairs = self.module({'A/A.swift': 'struct Alpha { var b: Beta }', 'B/B.swift': 'struct Beta { let s = "Alpha" }'})
        self.assertEqual(pairs, [])

    def test_when_a_folder_names_the_other_inside_an_interpolation_then_it_counts(self):
        pairs = self.module({'A/A.swift': 'struct Alpha { var b: Beta }', 'B/B.swift': 'struct Beta { let s = "\\(Alpha.self)" }'})
        self.assertEqual(pairs, [('A', 'B')])

    def test_when_a_folder_declares_a_class_property_then_var_is_not_a_type_name(self):
        pairs = self.module({'A/A.swift': 'class Alpha { class var shared: Int { 1 } }',
                             'B/B.swift': 'struct Beta { var a: Alpha? }'})
        self.assertEqual(pairs, [])


if __name__ == '__main__':
    unittest.main()
