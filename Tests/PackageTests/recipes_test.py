"""The CI recipes (docs/examples/ci/*.yml, action.yml, Dockerfile, docs/ci.md): valid structure, the pins of
scripts/native-pins.txt everywhere, a Swift image that builds our manifest, cache keys on tracked files,
and the shell steps of the consumer workflow and the composite action run in a temporary consumer
repository against the archive scripts/package built (its download steps pointed at that file and the
SHA-256 file beside it). The consumer recipes install nothing from apt (the archive carries its
libraries): only ffmpeg, for the previews of failing transitions.

apt-get in those steps changes nothing here: a stand-in first on PATH passes `update` through and runs
`install` as `apt-get -s install` (a simulation that still fails when a pinned version is not in the
configured Debian sources), so the test checks the pins resolve without changing the machine's packages.

Run by scripts/test-package: HERO_ARCHIVE=dist/heroframes-….tar.gz python3 Tests/PackageTests/recipes_test.py
"""

import glob
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

import yaml

sys.path.insert(0, os.path.dirname(__file__))
from consumer_test import CLEAN_PATH, REPO, ConsumerRepository  # noqa: E402

ARCHIVE = os.environ.get("HERO_ARCHIVE", "")
WORKFLOWS = ["docs/examples/ci/github-actions.yml", "docs/examples/ci/consumer.yml", "docs/examples/ci/with-action.yml"]
GITLAB = "docs/examples/ci/gitlab-ci.yml"
ACTION = "action.yml"
RECIPES = WORKFLOWS + [GITLAB, ACTION, "Dockerfile", "docs/ci.md", "README.md", "scripts/install-deps",
                       "scripts/release-install-deps"]
SWIFT_IMAGE = "swift:6.1-bookworm"


def text(relative):
    return open(os.path.join(REPO, relative)).read()


def pins():
    """{package: (kind, version)} from scripts/native-pins.txt."""
    result = {}
    for line in text("scripts/native-pins.txt").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        kind, pin = line.split()
        package, version = pin.split("=", 1)
        result[package] = (kind, version)
    return result


def load_yaml(relative):
    with open(os.path.join(REPO, relative)) as f:
        return yaml.safe_load(f)


class RecipeStructureTests(unittest.TestCase):
    def test_workflows_have_jobs_of_steps(self):
        for relative in WORKFLOWS:
            workflow = load_yaml(relative)
            triggers = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
            self.assertTrue(triggers, relative)
            self.assertIn("pull_request", triggers if isinstance(triggers, (list, dict)) else [triggers])
            for name, job in workflow["jobs"].items():
                self.assertIn("runs-on", job, f"{relative}: {name}")
                for step in job["steps"]:
                    self.assertEqual(len({"uses", "run"} & set(step)), 1, f"{relative}: {name}: {step}")
                for need in [job["needs"]] if isinstance(job.get("needs"), str) else job.get("needs", []):
                    self.assertIn(need, workflow["jobs"], f"{relative}: {name} needs {need}")

    def test_action_is_a_composite_of_bash_steps_using_its_inputs(self):
        action = load_yaml(ACTION)
        self.assertEqual(action["runs"]["using"], "composite")
        self.assertEqual(set(action["inputs"]), {"scenes", "shard", "sandbox", "report", "archive-url"})
        used = set()
        for step in action["runs"]["steps"]:
            if "uses" in step:  # the archive's cache, keyed on the release step's outputs
                self.assertTrue(step["uses"].startswith("actions/cache@"), step)
                self.assertIn("steps.release.outputs.sha256", step["with"]["key"])
                continue
            self.assertEqual(step.get("shell"), "bash", step)
            used |= set(re.findall(r"inputs\.([\w-]+)", yaml.safe_dump(step)))
        self.assertEqual(used, set(action["inputs"]))

    def test_gitlab_job_shards_and_reports_junit(self):
        job = load_yaml(GITLAB)["visual-verify"]
        self.assertEqual(job["image"], SWIFT_IMAGE)
        self.assertEqual(job["parallel"], 3)
        self.assertIn("junit", job["artifacts"]["reports"])

    def test_schemas(self):
        """GitHub's and GitLab's own schemas (vendored by check-jsonschema: no network)."""
        for schema, files in [("vendor.github-workflows", WORKFLOWS), ("vendor.github-actions", [ACTION]),
                              ("vendor.gitlab-ci", [GITLAB])]:
            p = subprocess.run(["check-jsonschema", "--builtin-schema", schema, *files], cwd=REPO,
                               capture_output=True, text=True)
            self.assertEqual(p.returncode, 0, f"{schema}: {p.stdout}{p.stderr}")


class PinTests(unittest.TestCase):
    def test_every_recipe_pins_as_the_pins_file_says(self):
        table = pins()
        for relative in RECIPES:
            content = text(relative)
            for package, version in re.findall(r"\b([a-z0-9][a-z0-9.+-]+)=([0-9][^\s\\\"']*)", content):
                if package in table:
                    self.assertEqual(version, table[package][1], f"{relative} pins {package}={version}")
            # Pixel-affecting packages are installed only through the pins (no unpinned apt-get install).
            for line in re.findall(r"apt-get install[^\n]*(?:\\\n[^\n]*)*", content):
                for package in table:
                    for match in re.finditer(r"(?<![\w.-])" + re.escape(package) + r"(?![\w.+-])(=?)", line):
                        self.assertEqual(match.group(1), "=", f"{relative}: {package} installed unpinned")

    def test_recipes_install_through_the_pinned_scripts(self):
        for relative in ["docs/examples/ci/github-actions.yml", GITLAB, "Dockerfile"]:
            self.assertIn("scripts/install-deps --pinned", text(relative), relative)
        # Users of the archive install no native package: no apt-get, no container, and the archive's
        # install-deps only for ffmpeg.
        for relative in ["docs/examples/ci/consumer.yml", "docs/examples/ci/with-action.yml", ACTION]:
            content = text(relative)
            self.assertNotIn("apt-get", content, relative)
            self.assertNotRegex(content, r"(?m)^\s*container:", relative)
            for call in re.findall(r"heroframes/install-deps[^\n]*", content):
                self.assertEqual(call, "heroframes/install-deps\" --with-ffmpeg", relative)
        self.assertIn("/opt/heroframes/install-deps --with-ffmpeg", text("Dockerfile"))
        self.assertNotIn("run ", "".join(line[:4] for line in text("scripts/native-pins.txt").splitlines()))

    def test_pins_cover_what_goldens_depend_on_at_the_versions_the_goldens_name(self):
        table = pins()
        for package in ["libcairo2-dev", "libpixman-1-dev", "libpango1.0-dev", "libharfbuzz-dev",
                        "libfreetype-dev", "libfontconfig-dev", "libpng-dev", "fonts-inter"]:
            self.assertEqual(table[package][0], "build", package)
        goldens = text("golden/compositor/README.md")
        for package, upstream in [("libcairo2-dev", "1.16.0"), ("libpixman-1-dev", "0.42.2"), ("libpng-dev", "1.6.39")]:
            self.assertTrue(table[package][1].startswith(upstream + "-"), package)
            self.assertIn(upstream, goldens)

    def test_swift_images_build_the_manifest(self):
        tools = re.match(r"// swift-tools-version:(\d+)\.(\d+)", text("Package.swift"))
        image = tuple(int(x) for x in re.match(r"swift:(\d+)\.(\d+)", SWIFT_IMAGE).groups())
        self.assertLessEqual((int(tools.group(1)), int(tools.group(2))), image)
        for relative in RECIPES:
            for found in re.findall(r"\bswift:\d[\w.-]*", text(relative)):
                self.assertEqual(found, SWIFT_IMAGE, relative)

    def test_caches_are_keyed_on_tracked_files(self):
        for relative in RECIPES:
            self.assertNotIn("Package.resolved", text(relative), relative)
        workflow = load_yaml("docs/examples/ci/github-actions.yml")
        keys = [step["with"]["key"] for job in workflow["jobs"].values() for step in job["steps"]
                if step.get("uses", "").startswith("actions/cache")]
        self.assertTrue(keys)
        for key in keys:
            self.assertIn("hashFiles('Package.swift', 'Sources/**')", key)
        self.assertEqual(load_yaml(GITLAB)["visual-verify"]["cache"]["key"]["files"],
                         ["Package.swift", "scripts/native-pins.txt"])


class Runner:
    """Runs a job's `run:` steps as GitHub would in a Debian container: bash -eo pipefail, step env,
    ${{ }} expressions from `expressions` (any other is an error), $GITHUB_PATH added to PATH for the
    next steps, $RUNNER_TEMP; and apt-get/sudo stand-ins first on PATH (see the module's comment)."""

    def __init__(self, cwd, env):
        self.cwd = cwd
        self.temp = tempfile.mkdtemp(prefix="heroframes-runner-")
        self.github_path = os.path.join(self.temp, "github_path")
        open(self.github_path, "w").close()
        self.shims = os.path.join(self.temp, "shims")
        os.makedirs(self.shims)
        self.apt_log = os.path.join(self.temp, "apt-get.log")
        with open(os.path.join(self.shims, "apt-get"), "w") as f:
            f.write(f"""#!/bin/bash
echo "$*" >>{self.apt_log}
for argument; do [[ $argument == install ]] && exec /usr/bin/apt-get -s "$@"; done
for argument; do
  if [[ $argument == update ]]; then
    [[ $(id -u) -eq 0 ]] && exec /usr/bin/apt-get -o DPkg::Lock::Timeout=300 "$@"
    exit 0
  fi
done
exec /usr/bin/apt-get "$@"
""")
        with open(os.path.join(self.shims, "sudo"), "w") as f:
            f.write('#!/bin/bash\nexec "$@"\n')
        for name in ["apt-get", "sudo"]:
            os.chmod(os.path.join(self.shims, name), 0o755)
        self.step_summary = os.path.join(self.temp, "step_summary.md")
        open(self.step_summary, "w").close()
        self.env = dict(env, RUNNER_TEMP=os.path.join(self.temp, "runner"), GITHUB_PATH=self.github_path,
                        GITHUB_STEP_SUMMARY=self.step_summary, GITHUB_ACTIONS="true")
        os.makedirs(self.env["RUNNER_TEMP"])
        # A `uses: actions/cache` step restores nothing here (a first run): the download steps run.
        self.failed = False

    def close(self):
        shutil.rmtree(self.temp, ignore_errors=True)

    def apt_calls(self):
        return open(self.apt_log).read().splitlines() if os.path.exists(self.apt_log) else []

    @staticmethod
    def fill(value, expressions):
        def replace(match):
            expression = match.group(1).strip()
            if expression not in expressions:
                raise AssertionError(f"no value for ${{{{ {expression} }}}}")
            return expressions[expression]
        return re.sub(r"\$\{\{(.*?)\}\}", replace, str(value))

    def run_steps(self, steps, expressions, outside=None, expect_failure=False):
        """Runs the `run:` steps in order; a step's `if:` is honoured for always() and failure() (a
        failed step skips the next ones that have neither), `id:` steps' $GITHUB_OUTPUT lines become
        `steps.<id>.outputs.<name>`. Raises on a failed step when expect_failure is False, on none when it
        is True; None accepts either (self.failed says which)."""
        outputs = []
        expressions = dict(expressions, **{"runner.temp": self.env["RUNNER_TEMP"]})
        failure = None
        for step in steps:
            if "run" not in step:
                continue
            condition = str(step.get("if", ""))
            if failure and "always()" not in condition and "failure()" not in condition:
                continue
            if not failure and "failure()" in condition and "always()" not in condition:
                continue
            script = self.fill(step["run"], expressions)
            env = dict(self.env)
            env.update({k: self.fill(v, expressions) for k, v in step.get("env", {}).items()})
            github_output = os.path.join(self.temp, "github_output")
            open(github_output, "w").close()
            env["GITHUB_OUTPUT"] = github_output
            added = [line for line in open(self.github_path).read().splitlines() if line]
            env["PATH"] = ":".join([self.shims] + list(reversed(added)) + [CLEAN_PATH])
            path = os.path.join(self.temp, "step.sh")
            open(path, "w").write(script)
            p = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", path], cwd=self.cwd, env=env,
                               capture_output=True, text=True, timeout=900)
            for line in open(github_output).read().splitlines():
                name, _, value = line.partition("=")
                expressions[f"steps.{step.get('id')}.outputs.{name}"] = value
            if p.returncode != 0:
                failure = AssertionError(f"step {step.get('name', script[:60])!r} exited {p.returncode}\n"
                                         f"stdout:\n{p.stdout}\nstderr:\n{p.stderr}")
            outputs.append(p.stdout)
        self.failed = failure is not None
        if failure and expect_failure is False:
            raise failure
        if expect_failure is True and not failure:
            raise AssertionError("the steps passed; a failure was expected")
        return outputs

    def summary(self):
        return open(self.step_summary).read()


def releases_folder(version):
    """The release folder layout (v<version>/<archive> and its .sha256, as sha256sum writes it) around the
    archive scripts/package built; returns its path."""
    releases = tempfile.mkdtemp(prefix="heroframes-releases-")
    os.makedirs(os.path.join(releases, "v" + version))
    target = os.path.join(releases, "v" + version, os.path.basename(ARCHIVE))
    shutil.copy(ARCHIVE, target)
    digest = hashlib.sha256(open(ARCHIVE, "rb").read()).hexdigest()
    open(target + ".sha256", "w").write(f"{digest}  {os.path.basename(ARCHIVE)}\n")
    return releases


def record_goldens(repo):
    """The consumer's committed goldens, recorded with the archive (as the app team did once)."""
    unpacked = tempfile.mkdtemp(prefix="heroframes-record-")
    subprocess.run(["tar", "-xzf", ARCHIVE, "-C", unpacked, "--strip-components=1"], check=True)
    subprocess.run([os.path.join(unpacked, "bin/hero"), "import", "storyboard", "scenes/travel/Travel.storyboard",
                    "--segue", "openPlace", "-o", "scenes/travel/list-detail.json"], cwd=repo, check=True,
                   capture_output=True, env=dict(os.environ, PATH=CLEAN_PATH))
    subprocess.run([os.path.join(unpacked, "bin/hero"), "record", "--sandbox"], cwd=repo, check=True,
                   capture_output=True, env=dict(os.environ, PATH=CLEAN_PATH))
    shutil.rmtree(unpacked)


class RecipeRunTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.repo = ConsumerRepository()
        record_goldens(cls.repo.dir)
        cls.base_env = dict(os.environ)
        cls.base_env.pop("HERO_BIN", None)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.repo.dir, ignore_errors=True)

    def workflow_env(self, workflow):
        env = dict(self.base_env)
        env.update({k: str(v) for k, v in workflow.get("env", {}).items()})
        # The download step is pointed at the archive scripts/package built: the same folder layout as
        # the release URL, as a file:// URL that curl reads.
        releases = releases_folder(env["HEROFRAMES_VERSION"])
        env["HEROFRAMES_RELEASES"] = "file://" + releases
        return env, releases

    def test_consumer_workflow_steps(self):
        workflow = load_yaml("docs/examples/ci/consumer.yml")
        self.assertEqual(workflow["env"]["HEROFRAMES_VERSION"], text("VERSION").strip())
        self.assertEqual(os.path.basename(ARCHIVE),
                         f"heroframes-{workflow['env']['HEROFRAMES_VERSION']}-linux-{os.uname().machine}.tar.gz")
        env, releases = self.workflow_env(workflow)
        try:
            shards = workflow["jobs"]["verify"]["strategy"]["matrix"]["shard"]
            verify_steps = workflow["jobs"]["verify"]["steps"]
            self.assertTrue(any("--sandbox" in step.get("run", "") for step in verify_steps))
            for shard in shards:
                runner = Runner(self.repo.dir, env)
                try:
                    outputs = runner.run_steps(verify_steps, {"matrix.shard": str(shard)})
                    self.assertRegex(outputs[-1], r"(?m)^HeroFrames \d")
                    self.assertRegex(outputs[-1], r"(?m)^native libraries bundled: ")
                    self.assertRegex(outputs[-1], rf"(?m)^\d+ passed, 0 failed \(shard {shard}/3\)")
                    self.assertEqual(runner.apt_calls(), [], "nothing is installed from apt")
                    self.assertIn("passed", runner.summary())
                finally:
                    runner.close()
                self.assertTrue(os.path.exists(os.path.join(self.repo.dir, f"report-{shard}/junit.xml")))
            runner = Runner(self.repo.dir, env)
            try:
                outputs = runner.run_steps(workflow["jobs"]["report"]["steps"], {})
            finally:
                runner.close()
            self.assertIn("4 passed, 0 failed from 3 reports", outputs[-1])
            self.assertTrue(os.path.exists(os.path.join(self.repo.dir, "report/index.html")))
            self.assertIn('failures="0"', open(os.path.join(self.repo.dir, "report/junit.xml")).read())
            # The JUnit file the checks action publishes and the summary the comment posts are the merge's.
            steps = workflow["jobs"]["report"]["steps"]
            junit = next(s for s in steps if s.get("uses", "").startswith("mikepenz/action-junit-report@"))
            comment = next(s for s in steps if s.get("uses", "").startswith("marocchino/sticky-pull-request-comment@"))
            self.assertTrue(os.path.exists(os.path.join(self.repo.dir, junit["with"]["report_paths"])))
            self.assertIn("4 passed", open(os.path.join(self.repo.dir, comment["with"]["path"])).read())
            self.assertEqual(comment["with"]["header"], "visuals", "one comment, updated on each push")
        finally:
            shutil.rmtree(releases)

    def test_consumer_workflow_on_a_failing_change_uploads_previews(self):
        """A colour change: verify fails, the step summary names the scene, and the preview step renders
        each failing transition into the shard's report folder (the artefact it uploads)."""
        workflow = load_yaml("docs/examples/ci/consumer.yml")
        env, releases = self.workflow_env(workflow)
        scene = os.path.join(self.repo.dir, "scenes/onboarding/card-shadow.json")
        original = open(scene).read()
        try:
            open(scene, "w").write(re.sub(r'"backgroundColor": "[^"]+"', '"backgroundColor": "#ff00ff"', original,
                                          count=1))
            shards = workflow["jobs"]["verify"]["strategy"]["matrix"]["shard"]
            found = False
            for shard in shards:
                runner = Runner(self.repo.dir, env)
                try:
                    steps = workflow["jobs"]["verify"]["steps"]
                    report = os.path.join(self.repo.dir, f"report-{shard}")
                    runner.run_steps(steps, {"matrix.shard": str(shard)}, expect_failure=None)
                    if not runner.failed:
                        continue  # this shard does not hold the changed scene
                    found = True
                    self.assertIn("scenes/onboarding/card-shadow.json", runner.summary())
                    self.assertTrue(os.path.exists(os.path.join(report, "previews/scenes/onboarding/card-shadow.mp4")),
                                    os.listdir(report))
                finally:
                    runner.close()
            self.assertTrue(found)
        finally:
            open(scene, "w").write(original)
            shutil.rmtree(releases)

    def test_composite_action_steps(self):
        action = load_yaml(ACTION)
        defaults = {f"inputs.{name}": str(spec.get("default", "")) for name, spec in action["inputs"].items()}
        env = dict(self.base_env, GITHUB_ACTION_PATH=REPO, GITHUB_ACTION_REPOSITORY="OWNER/HeroFrames")
        releases = releases_folder(text("VERSION").strip())
        self.addCleanup(shutil.rmtree, releases)
        archive = glob.glob(os.path.join(releases, "v*", os.path.basename(ARCHIVE)))[0]
        for shard in ["1/2", "2/2"]:
            inputs = dict(defaults)
            inputs.update({"inputs.shard": shard, "inputs.scenes": "scenes/**/*.json",
                           "inputs.archive-url": "file://" + archive,
                           "inputs.report": "action-report-" + shard[0]})
            runner = Runner(self.repo.dir, env)
            try:
                outputs = runner.run_steps(action["runs"]["steps"], inputs)
            finally:
                runner.close()
            self.assertRegex(outputs[-1], rf"(?m)^\d+ passed, 0 failed \(shard {shard}\)")
            self.assertTrue(os.path.exists(os.path.join(self.repo.dir, f"action-report-{shard[0]}/junit.xml")))
        # sandbox true refuses an image outside the repository; the same step with sandbox false renders it.
        outside = tempfile.mkdtemp(prefix="heroframes-outside-")
        try:
            shutil.copy(os.path.join(REPO, "scenes/contents/sprites.png"), outside)
            scene = os.path.join(self.repo.dir, "scenes/sprites/contents-rect-sprite.json")
            original = open(scene).read()
            open(scene, "w").write(original.replace('"sprites.png"', f'"{outside}/sprites.png"'))
            inputs = dict(defaults)
            inputs.update({"inputs.scenes": "scenes/sprites/*.json", "inputs.archive-url": "file://" + archive})
            runner = Runner(self.repo.dir, env)
            try:
                with self.assertRaisesRegex(AssertionError, "sprites.png"):
                    runner.run_steps(action["runs"]["steps"], inputs)
                inputs["inputs.sandbox"] = "false"
                outputs = runner.run_steps(action["runs"]["steps"], inputs)
                self.assertRegex(outputs[-1], r"(?m)^1 passed, 0 failed")
            finally:
                runner.close()
                open(scene, "w").write(original)
        finally:
            shutil.rmtree(outside)

    def test_workflow_with_the_action(self):
        """docs/examples/ci/with-action.yml: its action step runs action.yml's steps with its `with:` inputs."""
        workflow = load_yaml("docs/examples/ci/with-action.yml")
        action = load_yaml(ACTION)
        job = workflow["jobs"]["verify"]
        self.assertNotIn("container", job)
        self.assertEqual(job["runs-on"], "ubuntu-24.04")
        env = dict(self.base_env, GITHUB_ACTION_PATH=REPO, GITHUB_ACTION_REPOSITORY="OWNER/HeroFrames")
        releases = releases_folder(text("VERSION").strip())
        self.addCleanup(shutil.rmtree, releases)
        archive = glob.glob(os.path.join(releases, "v*", os.path.basename(ARCHIVE)))[0]
        for shard in job["strategy"]["matrix"]["shard"]:
            matrix = {"matrix.shard": str(shard)}
            step = next(s for s in job["steps"] if s.get("uses", "").startswith("OWNER/HeroFrames@"))
            self.assertEqual(step["uses"], f"OWNER/HeroFrames@v{text('VERSION').strip()}")
            self.assertLessEqual(set(step["with"]), set(action["inputs"]))
            inputs = {f"inputs.{name}": str(spec.get("default", "")) for name, spec in action["inputs"].items()}
            inputs.update({f"inputs.{k}": Runner.fill(v, matrix) for k, v in step["with"].items()})
            inputs["inputs.archive-url"] = "file://" + archive
            runner = Runner(self.repo.dir, env)
            try:
                outputs = runner.run_steps(action["runs"]["steps"], inputs)
            finally:
                runner.close()
            self.assertRegex(outputs[-1], rf"(?m)^\d+ passed, 0 failed \(shard {shard}/3\)")
            upload = job["steps"][-1]
            self.assertEqual(Runner.fill(upload["with"]["path"], matrix), f"report-{shard}")
            self.assertTrue(os.path.exists(os.path.join(self.repo.dir, f"report-{shard}/junit.xml")))

    def test_build_pins_resolve(self):
        """The from-source recipes' first step: scripts/install-deps --pinned (apt-get simulated)."""
        runner = Runner(REPO, dict(self.base_env))
        try:
            runner.run_steps([{"run": "scripts/install-deps --pinned"}], {})
            calls = runner.apt_calls()
        finally:
            runner.close()
        installs = [call for call in calls if "install" in call.split()]
        self.assertEqual(len(installs), 1, calls)
        for package, (kind, version) in pins().items():
            if kind == "build":
                self.assertIn(f"{package}={version}", installs[0].split())

    def test_from_source_recipes_build_with_the_packaging_commands(self):
        """Docker cannot run here and the from-source workflows build for many minutes: their build
        steps are the commands scripts/package runs (tested above), checked here word for word."""
        package = text("scripts/package")
        self.assertIn('swift build -c release --static-swift-stdlib --product "$product"', package)
        for relative in ["docs/examples/ci/github-actions.yml", GITLAB]:
            self.assertIn("swift build -c release --static-swift-stdlib --product hero", text(relative))
        dockerfile = text("Dockerfile")
        self.assertIn(f"FROM {SWIFT_IMAGE} AS build", dockerfile)
        self.assertIn("scripts/package --no-deb", dockerfile)
        self.assertIn("FROM debian:bookworm-slim", dockerfile)


if __name__ == "__main__":
    if not ARCHIVE:
        sys.exit("usage: HERO_ARCHIVE=dist/heroframes-….tar.gz recipes_test.py (scripts/test-package)")
    unittest.main(verbosity=2)
