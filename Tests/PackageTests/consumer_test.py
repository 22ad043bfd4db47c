"""The release archive, used as an app team would: unpacked into a temporary folder and run with a
PATH that holds no Swift toolchain, on a consumer repository made here.

Run by scripts/test-package (which builds the archive with scripts/package first):
    HERO_ARCHIVE=dist/heroframes-….tar.gz HERO_DEB=dist/heroframes_….deb python3 Tests/PackageTests/consumer_test.py
"""

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import unittest
import urllib.request
import zlib

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
ARCHIVE = os.environ.get("HERO_ARCHIVE", "")
DEB = os.environ.get("HERO_DEB", "")
# Only the system's own folders: no toolchain (the machine's swift lives elsewhere).
CLEAN_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"


def run(args, cwd, check=None, env=None, timeout=600):
    """Runs args with the clean PATH; returns (status, stdout, stderr). check=N asserts the status."""
    environment = dict(os.environ, PATH=CLEAN_PATH)
    environment.pop("HERO_BIN", None)
    environment.update(env or {})
    p = subprocess.run(args, cwd=cwd, env=environment, capture_output=True, text=True, timeout=timeout)
    if check is not None and p.returncode != check:
        raise AssertionError(
            f"{' '.join(args)} exited {p.returncode}, expected {check}\nstdout:\n{p.stdout}\nstderr:\n{p.stderr}")
    return p.returncode, p.stdout, p.stderr


def recolour(path):
    """Gives the scene at path a new first background colour; returns its text before."""
    text = open(path).read()
    changed = re.sub(r'"backgroundColor": "[^"]+"', '"backgroundColor": "#ff00ff"', text, count=1)
    assert changed != text, f"{path} has no backgroundColor"
    open(path, "w").write(changed)
    return text


def failing_verify(test):
    """Runs verify --sandbox with a JUnit file and a report, expects exit 1; returns the FAIL lines."""
    status, out, err = test.hero_run("verify", "--sandbox", "--junit", "junit.xml", "--report", "report")
    test.assertEqual(status, 1, out + err)
    failures = [line for line in out.splitlines() if line.startswith("FAIL")]
    test.assertTrue(failures, out)
    return failures


class Unpacked:
    """The archive, unpacked once into a temporary folder."""
    root = None
    folder = None

    @classmethod
    def get(cls):
        if cls.folder is None:
            cls.root = tempfile.mkdtemp(prefix="heroframes-unpacked-")
            with tarfile.open(ARCHIVE) as tar:
                tar.extractall(cls.root, filter="tar")
            names = os.listdir(cls.root)
            assert len(names) == 1, f"the archive unpacks to one folder, not {names}"
            cls.folder = os.path.join(cls.root, names[0])
        return cls.folder


class ArchiveLayoutTests(unittest.TestCase):
    def test_one_folder_with_the_programs_page_fonts_licences_and_readme(self):
        version = open(os.path.join(REPO, "VERSION")).read().strip()
        arch = os.uname().machine
        self.assertEqual(os.path.basename(ARCHIVE), f"heroframes-{version}-linux-{arch}.tar.gz")
        with tarfile.open(ARCHIVE) as tar:
            members = tar.getmembers()
        top = {m.name.split("/")[0] for m in members}
        self.assertEqual(top, {f"heroframes-{version}-linux-{arch}"})
        names = {m.name.split("/", 1)[1] for m in members if "/" in m.name}
        for required in ["bin/hero", "bin/hero-serve", "bin/HeroFrames_HeroServe.resources/Page/index.html",
                         "bin/HeroFrames_HeroServe.resources/Page/app.js", "share/fonts/inter/Inter-Regular.otf",
                         "share/heroframes/native-libraries.txt", "install-deps", "README.md",
                         "lib/libcairo.so.2", "lib/libpango-1.0.so.0", "lib/libfontconfig.so.1",
                         "share/libthai/thbrk.tri", "LICENSES/debian/libcairo2.txt",
                         "LICENSES/Inter-OFL-1.1.txt",
                         "LICENSES/Swift-runtime-Apache-2.0-with-Runtime-Library-Exception.txt",
                         "LICENSES/swift-argument-parser-LICENSE.txt", "LICENSES/hummingbird-LICENSE.txt"]:
            self.assertIn(required, names)
        fonts = sorted(n for n in names if n.startswith("share/fonts/inter/") and n.endswith(".otf"))
        self.assertEqual([os.path.basename(f) for f in fonts],
                         sorted(f for f in os.listdir("/usr/share/fonts/opentype/inter") if f.endswith(".otf")))
        # Reproducible packing: sorted entries, one timestamp, owned by root.
        self.assertEqual([m.name for m in members], sorted(m.name for m in members))
        self.assertEqual(len({m.mtime for m in members}), 1)
        self.assertTrue(all(m.uid == 0 and m.gid == 0 and m.uname in ("", "root") for m in members))
        with open(ARCHIVE, "rb") as f:
            header = f.read(10)
        self.assertEqual(header[4:8], b"\0\0\0\0", "gzip header without a timestamp")
        licence = open(os.path.join(Unpacked.get(), "LICENSES/Inter-OFL-1.1.txt")).read()
        self.assertIn("License: OFL-1.1", licence)
        self.assertIn("Open Font License", licence)

    def test_no_swift_on_the_test_path(self):
        self.assertIsNone(shutil.which("swift", path=CLEAN_PATH), "the consumer PATH must hold no swift")

    def test_programs_load_every_library_but_glibc_from_the_archive(self):
        """ldd: nothing of the Swift runtime, nothing missing, and every library but glibc's from lib/."""
        lib = os.path.join(Unpacked.get(), "lib")
        for program in ["hero", "hero-serve"]:
            _, out, _ = run(["ldd", os.path.join(Unpacked.get(), "bin", program)], cwd="/", check=0)
            self.assertNotIn("not found", out)
            self.assertNotRegex(out, r"libswift|libFoundation|libdispatch|libBlocksRuntime", program)
            for name, path in re.findall(r"^\s*(\S+) => (/\S+)", out, re.M):
                if name in GLIBC:
                    self.assertFalse(os.path.realpath(path).startswith(os.path.realpath(lib)), path)
                else:
                    self.assertEqual(os.path.dirname(os.path.realpath(path)), os.path.realpath(lib),
                                     f"{program} loads {name} from {path}, not from the archive")

    def test_manifest_names_each_bundled_library_its_package_version_and_licence(self):
        folder = Unpacked.get()
        lines = [line for line in open(os.path.join(folder, "share/heroframes/native-libraries.txt")).read()
                 .splitlines() if line and not line.startswith("#")]
        self.assertRegex(lines[0], r"^glibc 2\.\d+$")
        entries = [line.split() for line in lines[1:]]
        self.assertEqual(sorted(e[0] for e in entries), sorted(os.listdir(os.path.join(folder, "lib"))))
        packages = {e[1] for e in entries}
        for required in ["libcairo2", "libpixman-1-0", "libpango-1.0-0", "libharfbuzz0b", "libfreetype6",
                         "libfontconfig1", "libpng16-16", "libdeflate0", "libglib2.0-0", "libfribidi0", "libxml2"]:
            self.assertIn(required, packages)
        for soname, package, version, digest in entries:
            self.assertEqual(subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True,
                                            text=True).stdout, version, soname)
            with open(os.path.join(folder, "lib", soname), "rb") as f:
                self.assertEqual(hashlib.sha256(f.read()).hexdigest(), digest, soname)
            self.assertTrue(os.path.exists(os.path.join(folder, "LICENSES/debian", package + ".txt")), package)
        # Every library finds its own dependencies beside itself, ahead of LD_LIBRARY_PATH (DT_RPATH).
        for soname, *_ in entries:
            _, dynamic, _ = run(["readelf", "-d", os.path.join(folder, "lib", soname)], cwd="/", check=0)
            self.assertIn("(RPATH)              Library rpath: [$ORIGIN]", dynamic, soname)
        _, dynamic, _ = run(["readelf", "-d", os.path.join(folder, "bin/hero")], cwd="/", check=0)
        self.assertIn("(RPATH)              Library rpath: [$ORIGIN/../lib]", dynamic)
        # The glibc line is the newest GLIBC_ symbol version any file asks for.
        needed = set()
        for path in [os.path.join(folder, "bin/hero"), os.path.join(folder, "bin/hero-serve")] + \
                [os.path.join(folder, "lib", e[0]) for e in entries]:
            _, symbols, _ = run(["objdump", "-T", path], cwd="/", check=0)
            needed |= set(re.findall(r"GLIBC_(\d+\.\d+)", symbols))
        newest = max(needed, key=lambda v: tuple(int(x) for x in v.split(".")))
        self.assertEqual(lines[0], f"glibc {newest}")
        readme = open(os.path.join(folder, "README.md")).read()
        self.assertIn(f"glibc {newest} or newer", readme)


# glibc's own objects: the host's, never bundled.
GLIBC = {"linux-vdso.so.1", "libc.so.6", "libm.so.6", "libmvec.so.1", "libpthread.so.0", "libdl.so.2",
         "librt.so.1", "libresolv.so.2", "libutil.so.1", "libanl.so.1", "ld-linux-x86-64.so.2",
         "ld-linux-aarch64.so.1"}


class HermeticRunTests(unittest.TestCase):
    """What the programs load and read while they render text, import a storyboard and verify: only the
    archive's files and glibc's, under an empty environment."""

    def test_nothing_of_the_hosts_libraries_or_font_configuration_is_used(self):
        folder = os.path.realpath(Unpacked.get())
        repo = ConsumerRepository()
        try:
            hero = os.path.join(folder, "bin/hero")
            # LD_LIBRARY_PATH points at the system's copies: DT_RPATH wins over it.
            env = ["env", "-i", "PATH=/usr/bin:/bin", "LD_LIBRARY_PATH=/usr/lib/x86_64-linux-gnu:/lib/x86_64-linux-gnu"]
            p = subprocess.run(env + ["LD_DEBUG=libs", hero, "render", "--sandbox",
                                      "scenes/onboarding/app-store-article.json", "-o", "out"],
                               cwd=repo.dir, capture_output=True, text=True, timeout=600)
            self.assertEqual(p.returncode, 0, p.stderr[-2000:])
            loaded = {os.path.realpath(path) for path in re.findall(r"calling init: (\S+)", p.stderr)}
            self.assertTrue(any(path.endswith("/libpango-1.0.so.0") for path in loaded), loaded)
            for path in loaded:
                if os.path.basename(path) not in GLIBC and not re.match(r".*/(libc|libm|ld-linux.*)[.-]", path):
                    self.assertTrue(path.startswith(folder + "/lib/"), f"{path} is the host's")
            # strace: no fontconfig file, font folder or cache of the machine is opened (fonts-inter is
            # installed here, and not read: the archive's copy is).
            trace = os.path.join(repo.dir, "trace.txt")
            p = subprocess.run(["strace", "-f", "-qq", "-e", "trace=open,openat,access,stat,newfstatat", "-o", trace]
                               + env + [hero, "render", "--sandbox", "scenes/onboarding/app-store-article.json",
                                        "-o", "out2"], cwd=repo.dir, capture_output=True, text=True, timeout=600)
            self.assertEqual(p.returncode, 0, p.stderr[-2000:])
            opened = set(re.findall(r'"(/[^"]*)"', open(trace).read()))
            for path in opened:
                self.assertNotRegex(path, r"^(/etc/fonts|/usr/share/fonts|/usr/share/fontconfig|/var/cache/fontconfig"
                                          r"|/usr/share/libthai|(/usr)?/lib/x86_64-linux-gnu/lib(?!(c|m)\.so))", path)
            self.assertEqual(sorted(os.listdir(os.path.join(repo.dir, "out/app-store-article"))),
                             sorted(os.listdir(os.path.join(repo.dir, "out2/app-store-article"))))
        finally:
            shutil.rmtree(repo.dir, ignore_errors=True)

    @unittest.skipUnless(os.geteuid() == 0, "builds a root of glibc alone: needs root")
    def test_a_root_with_glibc_alone_renders_the_same_bytes(self):
        """A second root that holds glibc's files and nothing else (no Cairo, no fontconfig, no fonts,
        no /etc): the unpacked archive renders there, byte for byte what it renders on this machine."""
        root = tempfile.mkdtemp(prefix="heroframes-glibc-root-")
        proc = os.path.join(root, "proc")
        mounted = False
        try:
            lib = os.path.join(root, "lib/x86_64-linux-gnu")
            os.makedirs(lib)
            os.makedirs(os.path.join(root, "lib64"))
            os.makedirs(os.path.join(root, "tmp"))
            os.makedirs(proc)
            for name in GLIBC - {"linux-vdso.so.1", "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1"}:
                source = os.path.join("/lib/x86_64-linux-gnu", name)
                if os.path.exists(source):
                    shutil.copy(os.path.realpath(source), os.path.join(lib, name))
            shutil.copy(os.path.realpath("/lib64/ld-linux-x86-64.so.2"), os.path.join(root, "lib64"))
            shutil.copytree(Unpacked.get(), os.path.join(root, "opt/heroframes"), symlinks=True)
            scenes = os.path.join(root, "project/scenes")
            os.makedirs(scenes)
            shutil.copy(os.path.join(REPO, "scenes/text/app-store-article.json"), scenes)
            subprocess.run(["mount", "-t", "proc", "proc", proc], check=True)  # /proc/self/exe finds share/
            mounted = True
            def enter():
                os.chroot(root)
                os.chdir("/project")
            p = subprocess.run(["/opt/heroframes/bin/hero", "render", "--sandbox", "scenes/app-store-article.json",
                                "-o", "/project/out"],
                               env={"HOME": "/nonexistent"}, capture_output=True, text=True, timeout=600,
                               preexec_fn=enter)
            self.assertEqual(p.returncode, 0, p.stdout + p.stderr)
            self.assertEqual(p.stderr, "")
            here = tempfile.mkdtemp(prefix="heroframes-here-")
            try:
                run([os.path.join(Unpacked.get(), "bin/hero"), "render", "--sandbox",
                     os.path.join(scenes, "app-store-article.json"), "-o", here], cwd=root + "/project", check=0)
                frames = sorted(os.listdir(os.path.join(here, "app-store-article")))
                self.assertGreater(len(frames), 2)
                self.assertEqual(frames, sorted(os.listdir(os.path.join(root, "project/out/app-store-article"))))
                for frame in frames:
                    with open(os.path.join(here, "app-store-article", frame), "rb") as a, \
                            open(os.path.join(root, "project/out/app-store-article", frame), "rb") as b:
                        self.assertEqual(a.read(), b.read(), frame)
            finally:
                shutil.rmtree(here, ignore_errors=True)
        finally:
            if mounted:
                subprocess.run(["umount", proc], check=False)
            if not os.path.ismount(proc):
                shutil.rmtree(root, ignore_errors=True)


def font_checksum(folder):
    """The CRC-32 of each font file's name and bytes, in name order, as renderer.json records it."""
    crc = 0
    for name in sorted(os.listdir(folder)):
        if name.endswith((".otf", ".ttf")):
            with open(os.path.join(folder, name), "rb") as f:
                crc = zlib.crc32(f.read(), zlib.crc32(name.encode(), crc))
    return f"{crc:08x}"


def modversion(module):
    return subprocess.run(["pkg-config", "--modversion", module], capture_output=True, text=True,
                          check=True).stdout.strip()


class VersionTests(unittest.TestCase):
    def check_version_output(self, out, fonts_folder, library_folder):
        version = open(os.path.join(REPO, "VERSION")).read().strip()
        lines = out.splitlines()
        self.assertEqual(lines[0], f"HeroFrames {version}")
        expected = {"Cairo": modversion("cairo"), "pixman": modversion("pixman-1"), "Pango": modversion("pango"),
                    "HarfBuzz": modversion("harfbuzz"), "fontconfig": modversion("fontconfig"),
                    "libpng": modversion("libpng")}
        for name, value in expected.items():
            self.assertIn(f"{name} {value}", lines)
        freetype = next(line for line in lines if line.startswith("FreeType "))
        self.assertRegex(freetype, r"^FreeType 2\.\d+\.\d+$")
        self.assertIn(f"fonts Inter: 36 files, CRC-32 {font_checksum(fonts_folder)} in {fonts_folder}", lines)
        manifest = open(os.path.join(library_folder, "../share/heroframes/native-libraries.txt"), "rb").read()
        count = sum(1 for line in manifest.decode().splitlines() if ".so" in line and not line.startswith("#"))
        self.assertEqual(lines[-1], f"native libraries bundled: {count} libraries, CRC-32 "
                                    f"{zlib.crc32(manifest):08x} in {os.path.realpath(library_folder)}")

    def test_version_names_the_libraries_and_the_bundled_fonts(self):
        folder = Unpacked.get()
        _, out, _ = run([os.path.join(folder, "bin/hero"), "--version"], cwd=tempfile.gettempdir(), check=0)
        self.check_version_output(out, os.path.join(folder, "share/fonts/inter"), os.path.join(folder, "lib"))

    @unittest.skipUnless(DEB and os.geteuid() == 0, "installs the .deb: needs root and HERO_DEB")
    def test_the_deb_installs_and_runs(self):
        _, info, _ = run(["dpkg-deb", "--field", DEB, "Package", "Version", "Depends", "Recommends"], cwd="/", check=0)
        version = open(os.path.join(REPO, "VERSION")).read().strip()
        self.assertIn(f"Version: {version}", info)
        self.assertIn("Recommends: ffmpeg", info)
        # Only glibc, at the version the manifest names: the libraries are in /usr/lib/heroframes/lib.
        glibc = open(os.path.join(Unpacked.get(), "share/heroframes/native-libraries.txt")).read()
        glibc = re.search(r"^glibc (\S+)$", glibc, re.M).group(1)
        self.assertIn(f"\nDepends: libc6 (>= {glibc})\n", info)
        apt = ["apt-get", "-o", "DPkg::Lock::Timeout=300", "-y", "-q"]
        run(apt + ["install", "--no-install-recommends", DEB], cwd="/", check=0,
            env={"DEBIAN_FRONTEND": "noninteractive"})
        try:
            _, out, _ = run(["/usr/bin/hero", "--version"], cwd="/", check=0)
            self.check_version_output(out, "/usr/lib/heroframes/share/fonts/inter", "/usr/lib/heroframes/lib")
            # /usr/bin/hero is a symlink: hero-serve and the page are found beside the real file.
            repo = ConsumerRepository()
            try:
                page = serve_page("/usr/bin/hero", repo.dir)
                self.assertIn("<html", page.lower())
            finally:
                shutil.rmtree(repo.dir, ignore_errors=True)
        finally:
            run(apt + ["purge", "heroframes"], cwd="/", check=0, env={"DEBIAN_FRONTEND": "noninteractive"})
        self.assertFalse(os.path.exists("/usr/bin/hero"))


def serve_page(hero, directory):
    """Starts `hero serve scenes/onboarding --port 0` in directory and returns its page's HTML."""
    process = subprocess.Popen([hero, "serve", "scenes/onboarding", "--port", "0"], cwd=directory,
                               env=dict(os.environ, PATH=CLEAN_PATH), stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True)
    try:
        url = process.stdout.readline().strip()
        assert re.match(r"^http://127\.0\.0\.1:\d+/$", url), f"hero serve printed {url!r}"
        return urllib.request.urlopen(url, timeout=60).read().decode()
    finally:
        process.terminate()
        process.wait(timeout=60)
        process.stdout.close()


class ConsumerRepository:
    """An app's repository: its own scenes (a text screen, a sprite sheet beside its scene, a
    storyboard with its asset catalog, imported with hero import), no HeroFrames sources."""

    def __init__(self):
        self.dir = tempfile.mkdtemp(prefix="heroframes-consumer-")
        scenes = os.path.join(self.dir, "scenes")
        os.makedirs(os.path.join(scenes, "onboarding"))
        os.makedirs(os.path.join(scenes, "sprites"))
        shutil.copy(os.path.join(REPO, "scenes/text/app-store-article.json"), os.path.join(scenes, "onboarding"))
        shutil.copy(os.path.join(REPO, "scenes/basics/card-shadow.json"), os.path.join(scenes, "onboarding"))
        shutil.copy(os.path.join(REPO, "scenes/contents/contents-rect-sprite.json"), os.path.join(scenes, "sprites"))
        shutil.copy(os.path.join(REPO, "scenes/contents/sprites.png"), os.path.join(scenes, "sprites"))
        os.makedirs(os.path.join(scenes, "travel"))
        shutil.copy(os.path.join(REPO, "scenes/import/Travel.storyboard"), os.path.join(scenes, "travel"))
        shutil.copytree(os.path.join(REPO, "scenes/import/Assets.xcassets"),
                        os.path.join(scenes, "travel/Assets.xcassets"))
        subprocess.run(["git", "init", "-q", self.dir], check=True)


class ConsumerEndToEndTests(unittest.TestCase):
    """lint, import, render, record, verify (pass, then fail), --junit, --report and serve, all from
    the unpacked archive, in a consumer repository, with --sandbox where the command takes it."""

    @classmethod
    def setUpClass(cls):
        cls.hero = os.path.join(Unpacked.get(), "bin/hero")
        cls.repo = ConsumerRepository()

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.repo.dir, ignore_errors=True)

    def hero_run(self, *args, check=None):
        return run([self.hero, *args], cwd=self.repo.dir, check=check)

    def test_end_to_end(self):
        d = self.repo.dir
        # A storyboard imported into a scene beside it (its images are found in the catalog there).
        self.hero_run("import", "storyboard", "scenes/travel/Travel.storyboard", "--segue", "openPlace",
                      "-o", "scenes/travel/list-detail.json", check=0)
        scenes = ["scenes/onboarding/app-store-article.json", "scenes/onboarding/card-shadow.json",
                  "scenes/sprites/contents-rect-sprite.json", "scenes/travel/list-detail.json"]
        self.hero_run("lint", "--sandbox", *scenes, check=0)

        # render: frames from the bundled fonts are the pixels the source build's goldens hold.
        _, out, _ = self.hero_run("render", "--sandbox", "scenes/onboarding/app-store-article.json", "-o", "out",
                                  check=0)
        frames = sorted(os.listdir(os.path.join(d, "out/app-store-article")))
        self.assertGreater(len(frames), 2)
        self.assertEqual(frames, [f"frame-{i:04d}.png" for i in range(len(frames))])
        shutil.copytree(os.path.join(REPO, "golden/text/app-store-article"),
                        os.path.join(d, "golden/scenes/onboarding/app-store-article"))
        self.hero_run("verify", "--sandbox", "scenes/onboarding/app-store-article.json", check=0)

        # record, then verify passes with a JUnit file and a report.
        _, out, _ = self.hero_run("record", "--sandbox", "--missing", check=0)
        for scene in ["onboarding/card-shadow", "sprites/contents-rect-sprite", "travel/list-detail"]:
            self.assertTrue(os.path.exists(os.path.join(d, "golden/scenes", scene, "p050.png")), scene)
        _, out, _ = self.hero_run("verify", "--sandbox", "--junit", "junit.xml", "--report", "report", check=0)
        self.assertRegex(out, r"(?m)^4 passed, 0 failed; report: report/index.html$")
        junit = open(os.path.join(d, "junit.xml")).read()
        self.assertIn('failures="0"', junit)
        self.assertTrue(os.path.exists(os.path.join(d, "report/index.html")))

        # A colour change fails verify, naming the scene, its golden and the command that accepts it.
        path = os.path.join(d, "scenes/onboarding/card-shadow.json")
        recolour(path)
        failures = failing_verify(self)
        self.assertTrue(all("scenes/onboarding/card-shadow.json" in line for line in failures), failures)
        self.assertIn("golden golden/scenes/onboarding/card-shadow/", failures[0])
        self.assertIn("accept: hero record scenes/onboarding/card-shadow.json --samples", failures[0])
        junit = open(os.path.join(d, "junit.xml")).read()
        self.assertRegex(junit, r'failures="[1-9]')
        report = json.load(open(os.path.join(d, "report/report.json")))
        self.assertIn("card-shadow", json.dumps(report))
        self.assertIn("card-shadow", open(os.path.join(d, "report/index.html")).read())

        # --sandbox refuses an asset outside the repository's scene folder.
        outside = tempfile.mkdtemp(prefix="heroframes-outside-")
        shutil.copy(os.path.join(REPO, "scenes/contents/sprites.png"), outside)
        sprite = os.path.join(d, "scenes/sprites/contents-rect-sprite.json")
        escaped = open(sprite).read().replace('"sprites.png"', json.dumps(os.path.join(outside, "sprites.png")))
        open(sprite, "w").write(escaped)
        status, out, err = self.hero_run("lint", "--sandbox", "scenes/sprites/contents-rect-sprite.json")
        self.assertEqual(status, 2, out + err)
        self.assertIn("sprites.png", err)
        shutil.rmtree(outside)

    def test_serve_answers_its_page_over_loopback(self):
        process = subprocess.Popen([self.hero, "serve", "scenes/onboarding", "--port", "0"], cwd=self.repo.dir,
                                   env=dict(os.environ, PATH=CLEAN_PATH), stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, text=True)
        try:
            url = process.stdout.readline().strip()
            self.assertRegex(url, r"^http://127\.0\.0\.1:\d+/$")
            page = urllib.request.urlopen(url, timeout=60).read().decode()
            self.assertIn("<html", page.lower())
            script = urllib.request.urlopen(url + "page/app.js", timeout=60)
            self.assertEqual(script.status, 200)
            listing = json.load(urllib.request.urlopen(url + "api/scenes", timeout=60))
            ids = [scene["id"] for scene in listing["scenes"]]
            self.assertEqual(len(ids), 2, listing)
            frame = urllib.request.urlopen(f"{url}api/frame?scene={ids[0]}&index=0", timeout=120).read()
            self.assertEqual(frame[:8], b"\x89PNG\r\n\x1a\n")
        finally:
            process.terminate()
            process.wait(timeout=60)


class NestedProjectTests(unittest.TestCase):
    """An app repository laid out as apps are: no scenes/ folder, two nested folders holding scene
    files of the same name, assets in a folder beside them, a storyboard import; every command from
    the unpacked archive with --sandbox. Golden identity is each scene's path below the project root
    (the git top level here: no hero.json), so the two cards never share goldens."""

    @classmethod
    def setUpClass(cls):
        cls.hero = os.path.join(Unpacked.get(), "bin/hero")
        cls.dir = tempfile.mkdtemp(prefix="heroframes-nested-")
        d = cls.dir
        for folder in ["UITests/Transitions", "Other/Transitions", "Screens", "Assets", "Travel"]:
            os.makedirs(os.path.join(d, folder))
        card = open(os.path.join(REPO, "scenes/basics/card-shadow.json")).read()
        for folder in ["UITests/Transitions", "Other/Transitions"]:
            open(os.path.join(d, folder, "card.json"), "w").write(card)
        sprite = open(os.path.join(REPO, "scenes/contents/contents-rect-sprite.json")).read()
        open(os.path.join(d, "Screens/sprite.json"), "w").write(sprite.replace('"sprites.png"', '"../Assets/sprites.png"'))
        shutil.copy(os.path.join(REPO, "scenes/contents/sprites.png"), os.path.join(d, "Assets"))
        shutil.copy(os.path.join(REPO, "scenes/import/Travel.storyboard"), os.path.join(d, "Travel"))
        shutil.copytree(os.path.join(REPO, "scenes/import/Assets.xcassets"), os.path.join(d, "Travel/Assets.xcassets"))
        subprocess.run(["git", "init", "-q", d], check=True)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.dir, ignore_errors=True)

    def hero_run(self, *args, check=None, cwd=None):
        return run([self.hero, *args], cwd=cwd or self.dir, check=check)

    def test_nested_scenes_of_one_name_keep_their_own_goldens(self):
        d = self.dir
        self.hero_run("import", "storyboard", "Travel/Travel.storyboard", "--sandbox", "--segue", "openPlace",
                      "-o", "Travel/list-detail.json", check=0)
        self.hero_run("lint", "--sandbox", check=0)
        # Recorded from a subfolder: the project root is still the git top level.
        self.hero_run("record", "--sandbox", check=0, cwd=os.path.join(d, "Screens"))
        for identity in ["UITests/Transitions/card", "Other/Transitions/card", "Screens/sprite", "Travel/list-detail"]:
            self.assertTrue(os.path.exists(os.path.join(d, "golden", identity, "p050.png")), identity)
            self.assertTrue(os.path.exists(os.path.join(d, "golden", identity, "renderer.json")), identity)
        _, out, _ = self.hero_run("verify", "--sandbox", "--junit", "junit.xml", "--report", "report", check=0)
        self.assertRegex(out, r"(?m)^4 passed, 0 failed")

        # A colour change in one of the two cards fails that card alone, naming its own golden.
        path = os.path.join(d, "Other/Transitions/card.json")
        text = recolour(path)
        failures = failing_verify(self)
        self.assertTrue(all(line.startswith("FAIL  Other/Transitions/card.json") for line in failures), failures)
        self.assertIn("golden golden/Other/Transitions/card/", failures[0])
        self.assertRegex(open(os.path.join(d, "junit.xml")).read(), r'failures="[1-9]')
        self.assertIn("Other/Transitions/card", open(os.path.join(d, "report/index.html")).read())
        open(path, "w").write(text)

        # An asset outside the project root is refused under --sandbox, naming the file.
        outside = tempfile.mkdtemp(prefix="heroframes-outside-")
        try:
            shutil.copy(os.path.join(REPO, "scenes/contents/sprites.png"), outside)
            scene = os.path.join(d, "Screens/sprite.json")
            original = open(scene).read()
            open(scene, "w").write(original.replace('"../Assets/sprites.png"',
                                                    json.dumps(os.path.join(outside, "sprites.png"))))
            status, out, err = self.hero_run("lint", "--sandbox", "Screens/sprite.json")
            self.assertEqual(status, 2, out + err)
            self.assertIn("sprites.png", err)
            open(scene, "w").write(original)
        finally:
            shutil.rmtree(outside)

    def test_serve_tells_the_two_cards_apart(self):
        process = subprocess.Popen([self.hero, "serve", "--sandbox", "UITests", "Other", "--port", "0"], cwd=self.dir,
                                   env=dict(os.environ, PATH=CLEAN_PATH), stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, text=True)
        try:
            url = process.stdout.readline().strip()
            self.assertRegex(url, r"^http://127\.0\.0\.1:\d+/$")
            listing = json.load(urllib.request.urlopen(url + "api/scenes", timeout=60))
            ids = sorted(scene["id"] for scene in listing["scenes"])
            self.assertEqual(ids, ["Other/Transitions/card", "UITests/Transitions/card"], listing)
        finally:
            process.terminate()
            process.wait(timeout=60)


if __name__ == "__main__":
    if not ARCHIVE:
        sys.exit("usage: HERO_ARCHIVE=dist/heroframes-….tar.gz [HERO_DEB=….deb] consumer_test.py (scripts/test-package)")
    try:
        unittest.main(verbosity=2)
    finally:
        if Unpacked.root:
            shutil.rmtree(Unpacked.root, ignore_errors=True)
