"""The README's first section: its three commands install the release and gate a consumer repository.
Run as written in a temporary consumer repository, with the download URL pointed at the archive
scripts/package built and apt-get simulated (see recipes_test.py).

Run by scripts/test-package: HERO_ARCHIVE=dist/heroframes-….tar.gz python3 Tests/PackageTests/readme_test.py
"""

import os
import re
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from consumer_test import REPO, ConsumerRepository  # noqa: E402
from recipes_test import Runner  # noqa: E402

ARCHIVE = os.environ.get("HERO_ARCHIVE", "")


def first_section():
    readme = open(os.path.join(REPO, "README.md")).read()
    sections = re.split(r"(?m)^## ", readme)
    return sections[1]


class ReadmeTests(unittest.TestCase):
    def test_first_section_is_the_three_commands(self):
        section = first_section()
        self.assertTrue(section.startswith("In your app's repository: three commands"))
        block = re.search(r"```sh\n(.*?)```", section, re.S).group(1)
        commands = [line for line in block.splitlines() if line.strip()]
        self.assertEqual(len(commands), 3)
        version = open(os.path.join(REPO, "VERSION")).read().strip()
        name = f"heroframes-{version}-linux-{os.uname().machine}"
        self.assertEqual(os.path.basename(ARCHIVE), name + ".tar.gz")
        url = re.search(r"https://\S+\.tar\.gz", commands[0]).group(0)
        self.assertTrue(url.endswith(f"/v{version}/{name}.tar.gz"), url)
        self.assertTrue(all("--sandbox" in command for command in commands[1:]))
        # The unpacked folder and the report are not the consumer's to commit.
        self.assertIn("add `heroframes-*/` and `artefacts/` to your\n`.gitignore`", section)

        repo = ConsumerRepository()
        runner = Runner(repo.dir, dict(os.environ))
        try:
            os.remove(os.path.join(repo.dir, "scenes/travel/Travel.storyboard"))
            runner.run_steps([{"run": commands[0].replace(url, "file://" + ARCHIVE)}], {})
            self.assertTrue(os.access(os.path.join(repo.dir, name, "bin/hero"), os.X_OK))
            self.assertEqual(runner.apt_calls(), [], "nothing from apt: the archive carries its libraries")
            runner.run_steps([{"run": commands[1]}], {})
            self.assertTrue(os.path.exists(os.path.join(repo.dir, "golden/scenes/onboarding/card-shadow/p050.png")))
            out = runner.run_steps([{"run": commands[2]}], {})[0]
            self.assertRegex(out, r"(?m)^3 passed, 0 failed; report: artefacts/report/index.html$")
            self.assertTrue(os.path.exists(os.path.join(repo.dir, "artefacts/junit.xml")))
            # The gate closes on a changed pixel.
            scene = os.path.join(repo.dir, "scenes/onboarding/card-shadow.json")
            original = open(scene).read()
            changed = re.sub(r'"backgroundColor": "[^"]+"', '"backgroundColor": "#00ff00"', original, count=1)
            open(scene, "w").write(changed)
            with self.assertRaisesRegex(AssertionError, r"exited 1\b(.|\n)*FAIL  scenes/onboarding/card-shadow.json"):
                runner.run_steps([{"run": commands[2]}], {})
        finally:
            runner.close()
            shutil.rmtree(repo.dir, ignore_errors=True)


if __name__ == "__main__":
    if not ARCHIVE:
        sys.exit("usage: HERO_ARCHIVE=dist/heroframes-….tar.gz readme_test.py (scripts/test-package)")
    unittest.main(verbosity=2)
