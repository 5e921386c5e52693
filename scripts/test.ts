// npm test: lint, typecheck, unit + integration tests, then end-to-end tests against the production build.
import { ensureDebianPackage } from "./lib/debian-package.ts";
import { ensureChromium } from "./lib/ensure-chromium.ts";
import { assertSupportedNode, buildIsFresh, run } from "./lib/project.ts";

assertSupportedNode();
const step = (name: string) => console.log(`\n▶ ${name}`);

step("lint and format (biome)");
run("biome", ["check", "."]);
step("typecheck");
run("react-router", ["typegen"]);
run("tsc", []);
// The integration tests start the real server, so the build comes first.
step("production build");
if (!buildIsFresh()) run("npm", ["run", "--silent", "build"]);
// The print and handout tests read PDFs back as text with poppler's pdftotext.
if (!ensureDebianPackage("/usr/bin/pdftotext", "poppler-utils", "reading printed PDFs in the tests")) process.exit(1);
// The assistant's Word export is opened the way a teacher's office suite opens it: LibreOffice Writer, headless.
if (!ensureDebianPackage("/usr/bin/soffice", "libreoffice-writer-nogui", "opening the assistant's Word export"))
  process.exit(1);
// docs/deploy.md's nginx site is checked with nginx itself, with a self-signed certificate made by openssl.
if (!ensureDebianPackage("/usr/sbin/nginx", "nginx", "testing the deployment guide's nginx configuration"))
  process.exit(1);
if (!ensureDebianPackage("/usr/bin/openssl", "openssl", "the certificate of that test")) process.exit(1);
// The offline guide on the teacher questions of tests/assistant/eval/; fails below its floor of 95 %.
step("assistant evaluation");
run("npm", ["run", "--silent", "eval:assistant"]);
step("unit and integration tests (vitest)");
run("vitest", ["run"]);
step("end-to-end tests (playwright + chromium)");
ensureChromium();
run("playwright", ["test"]);
