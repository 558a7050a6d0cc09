# ruff: noqa: E501
"""Families of near-duplicate developer skills: one template per action, one vocabulary per
language / framework / CI system. Rotating description templates and subject-specific
commands make siblings (``rust-lint`` vs ``rust-profile`` vs ``go-lint``) hard to tell apart
for a ranker that only matches generic words."""

from __future__ import annotations

LANGS: dict[str, dict[str, str]] = {
    "python": dict(L="Python", tag="python", lint="ruff and mypy", lint_cmd="ruff check . && mypy --strict src", fmt="ruff format", test="pytest", test_cmd="pytest -q -x", cov_cmd="pytest --cov=src --cov-report=term-missing", pkg="pip or uv", manifest="pyproject.toml", lock="requirements.txt or uv.lock", outdated_cmd="pip list --outdated", registry="PyPI", publish_cmd="python -m build && twine upload dist/*", profiler="cProfile and py-spy", profile_cmd="py-spy record -o profile.svg -- python app.py", debugger="pdb", debug_cmd="breakpoint() and pdb's where/up/p", crash="traceback"),
    "go": dict(L="Go", tag="golang", lint="golangci-lint", lint_cmd="golangci-lint run ./...", fmt="gofmt and goimports", test="go test", test_cmd="go test ./... -race -count=1", cov_cmd="go test -coverprofile=cover.out ./... && go tool cover -func=cover.out", pkg="Go modules", manifest="go.mod", lock="go.sum", outdated_cmd="go list -u -m all", registry="the Go module proxy (pkg.go.dev)", publish_cmd="git tag v1.2.3 && git push origin v1.2.3", profiler="pprof", profile_cmd="go test -cpuprofile cpu.out -bench . && go tool pprof -http=:8080 cpu.out", debugger="Delve", debug_cmd="dlv debug with break, next and print", crash="panic and goroutine dump"),
    "rust": dict(L="Rust", tag="rust", lint="Clippy", lint_cmd="cargo clippy --all-targets -- -D warnings", fmt="rustfmt", test="cargo test", test_cmd="cargo test --all-features", cov_cmd="cargo llvm-cov --html", pkg="Cargo", manifest="Cargo.toml", lock="Cargo.lock", outdated_cmd="cargo outdated", registry="crates.io", publish_cmd="cargo publish --dry-run && cargo publish", profiler="cargo flamegraph and perf", profile_cmd="cargo flamegraph --bin app", debugger="rust-gdb or lldb", debug_cmd="RUST_BACKTRACE=1 and rust-lldb breakpoints", crash="panic message and backtrace"),
    "java": dict(L="Java", tag="java", lint="Checkstyle and SpotBugs", lint_cmd="mvn checkstyle:check spotbugs:check", fmt="google-java-format", test="JUnit 5", test_cmd="mvn -q test", cov_cmd="mvn verify with the JaCoCo report", pkg="Maven or Gradle", manifest="pom.xml", lock="the dependency management section", outdated_cmd="mvn versions:display-dependency-updates", registry="Maven Central", publish_cmd="mvn -P release deploy (signed with GPG)", profiler="Java Flight Recorder and async-profiler", profile_cmd="java -XX:StartFlightRecording=duration=60s,filename=rec.jfr -jar app.jar", debugger="jdb or a remote IDE debugger", debug_cmd="-agentlib:jdwp=transport=dt_socket,server=y,address=5005", crash="stack trace and 'Caused by' chain"),
    "typescript": dict(L="TypeScript", tag="typescript", lint="ESLint with typescript-eslint", lint_cmd="npx eslint . && npx tsc --noEmit", fmt="Prettier", test="Vitest or Jest", test_cmd="npx vitest run", cov_cmd="npx vitest run --coverage", pkg="npm or pnpm", manifest="package.json", lock="package-lock.json", outdated_cmd="npm outdated", registry="the npm registry", publish_cmd="npm publish --access public", profiler="node --cpu-prof and Chrome DevTools", profile_cmd="node --cpu-prof dist/server.js", debugger="node --inspect with Chrome DevTools", debug_cmd="node --inspect-brk and the DevTools debugger", crash="stack trace and unhandled promise rejection"),
    "ruby": dict(L="Ruby", tag="ruby", lint="RuboCop", lint_cmd="bundle exec rubocop", fmt="RuboCop's autocorrect", test="RSpec", test_cmd="bundle exec rspec", cov_cmd="COVERAGE=true bundle exec rspec with SimpleCov", pkg="Bundler", manifest="Gemfile", lock="Gemfile.lock", outdated_cmd="bundle outdated", registry="RubyGems.org", publish_cmd="gem build mygem.gemspec && gem push mygem-1.2.3.gem", profiler="stackprof and rbspy", profile_cmd="rbspy record -- ruby app.rb", debugger="the debug gem", debug_cmd="binding.break and the rdbg console", crash="backtrace"),
    "kotlin": dict(L="Kotlin", tag="kotlin", lint="ktlint and detekt", lint_cmd="./gradlew ktlintCheck detekt", fmt="ktlint format", test="JUnit 5 or Kotest", test_cmd="./gradlew test", cov_cmd="./gradlew koverHtmlReport", pkg="Gradle", manifest="build.gradle.kts", lock="gradle.lockfile", outdated_cmd="./gradlew dependencyUpdates", registry="Maven Central", publish_cmd="./gradlew publish with signing configured", profiler="async-profiler", profile_cmd="asprof -d 30 -f flame.html <pid>", debugger="the IntelliJ debugger", debug_cmd="coroutine-aware breakpoints in IntelliJ", crash="exception stack trace and coroutine dump"),
    "csharp": dict(L="C#", tag="dotnet", lint="Roslyn analyzers and dotnet format", lint_cmd="dotnet format --verify-no-changes && dotnet build -warnaserror", fmt="dotnet format", test="xUnit", test_cmd="dotnet test", cov_cmd="dotnet test --collect:'XPlat Code Coverage'", pkg="NuGet", manifest="the .csproj file", lock="packages.lock.json", outdated_cmd="dotnet list package --outdated", registry="nuget.org", publish_cmd="dotnet pack -c Release && dotnet nuget push *.nupkg", profiler="dotnet-trace and dotnet-counters", profile_cmd="dotnet-trace collect -p <pid> --format speedscope", debugger="Visual Studio or dotnet-dump", debug_cmd="dotnet-dump analyze with clrstack", crash="exception and InnerException chain"),
    "php": dict(L="PHP", tag="php", lint="PHPStan and PHP_CodeSniffer", lint_cmd="vendor/bin/phpstan analyse && vendor/bin/phpcs", fmt="php-cs-fixer", test="PHPUnit", test_cmd="vendor/bin/phpunit", cov_cmd="XDEBUG_MODE=coverage vendor/bin/phpunit --coverage-html cov", pkg="Composer", manifest="composer.json", lock="composer.lock", outdated_cmd="composer outdated --direct", registry="Packagist", publish_cmd="a git tag that Packagist picks up via webhook", profiler="Xdebug's profiler or Blackfire", profile_cmd="XDEBUG_MODE=profile php script.php then open the cachegrind file", debugger="Xdebug step debugging", debug_cmd="xdebug_break() with an IDE listening on port 9003", crash="fatal error and stack trace"),
    "swift": dict(L="Swift", tag="swift", lint="SwiftLint", lint_cmd="swiftlint --strict", fmt="swift-format", test="XCTest", test_cmd="swift test", cov_cmd="swift test --enable-code-coverage", pkg="Swift Package Manager", manifest="Package.swift", lock="Package.resolved", outdated_cmd="swift package show-dependencies and swift package update --dry-run", registry="the Swift Package Index", publish_cmd="a semver git tag pushed to the package repository", profiler="Instruments' Time Profiler", profile_cmd="xcrun xctrace record --template 'Time Profiler' --launch -- .build/release/app", debugger="LLDB", debug_cmd="breakpoint set and po in LLDB", crash="crash log and symbolicated backtrace"),
}

LANG_ACTIONS: list[dict[str, object]] = [
    dict(
        name="{key}-lint",
        tags=["{tag}", "linting", "code-quality"],
        descs=[
            "Sets up {lint} for a {L} codebase with a shared config, autofix and a CI gate. Use when a {L} project has no linter yet, style arguments keep coming up in review, or lint errors only show up after merge.",
            "Configures {lint} plus {fmt} so every {L} change is checked the same way locally and in CI. Use when onboarding a {L} repository to consistent style rules or tightening rules without a flood of warnings.",
            "Adds static checks to {L} code with {lint}: picks a rule set, baselines existing violations and wires it into pre-commit. Use when warnings get ignored, the config was copy-pasted from elsewhere, or lint should block merges.",
        ],
        steps=[
            "Install the tools as dev dependencies through {pkg} and pin their versions in {manifest}.",
            "Run `{lint_cmd}` on the whole tree once and count violations per rule before deciding what to enable.",
            "Auto-fix what is safe, format with {fmt}, and commit that as a separate mechanical change.",
            "Add the same command as a required CI step and a pre-commit hook so local and CI results agree.",
        ],
        notes=["Turning on every rule at once buries the real problems; baseline first, then ratchet."],
    ),
    dict(
        name="{key}-unit-tests",
        tags=["{tag}", "testing", "unit-tests"],
        descs=[
            "Writes focused unit tests for {L} code with {test}, including fixtures, fakes for I/O and a coverage report. Use when adding tests to untested {L} modules, turning a bug into a failing test first, or when tests are slow and brittle.",
            "Structures a {L} test suite around {test}: naming, fixtures, table-driven cases and coverage. Use when a {L} codebase needs its first tests or existing tests break whenever internals change.",
            "Adds and runs {test} tests for {L}, isolating network, clock and filesystem. Use when a {L} fix needs a regression test or you want to know which code paths nothing exercises.",
        ],
        steps=[
            "Run the existing suite with `{test_cmd}` and note its duration and failures before adding anything.",
            "Write one test per behaviour: arrange inputs, call the public function, assert on the observable result.",
            "Replace network, time and randomness with fakes so each test is deterministic.",
            "Measure coverage with `{cov_cmd}` and add cases for the branches that matter, not for the percentage.",
        ],
        notes=["Tests that assert on private details break on every refactor."],
    ),
    dict(
        name="{key}-deps-upgrade",
        tags=["{tag}", "dependencies", "maintenance"],
        descs=[
            "Upgrades outdated {L} dependencies with {pkg}, one risk level at a time, reading changelogs for breaking changes. Use when {lock} is months behind, a security advisory names one of your packages, or a framework major version is due.",
            "Plans and applies {L} dependency updates: lists what is outdated, bumps patch and minor versions together and majors one by one. Use when {manifest} needs a safe refresh or a transitive package has a known vulnerability.",
            "Keeps a {L} project's third-party packages current using {pkg} and its lockfile. Use when builds warn about deprecated packages, the outdated list is long, or an upgrade broke something and needs bisecting.",
        ],
        steps=[
            "List candidates with `{outdated_cmd}` and group them into patch, minor and major updates.",
            "Update patch and minor versions together, regenerate {lock}, and run the full test suite.",
            "Take each major version separately: read its changelog and migration guide, then fix call sites.",
            "Commit the lockfile with the manifest so CI installs exactly what you tested.",
        ],
        notes=["A lockfile that is not committed means CI tests different versions than you did."],
    ),
    dict(
        name="{key}-profile",
        tags=["{tag}", "performance", "profiling"],
        descs=[
            "Profiles a slow {L} program with {profiler} to find where CPU time and allocations go, then proves the fix with a benchmark. Use when a {L} service got slower after a change, a batch job misses its window, or CPU is pegged and nobody knows why.",
            "Finds {L} performance hot spots using {profiler} and flame graphs instead of guessing. Use when latency regressed, a {L} endpoint is slow under load, or memory keeps climbing.",
            "Measures before optimising {L} code: reproduces the slow path, records a profile with {profiler}, compares before and after. Use when someone proposes a rewrite for speed or a {L} hot loop needs tuning.",
        ],
        steps=[
            "Reproduce the slowness with a fixed input and time it so you have a baseline.",
            "Record a profile with `{profile_cmd}` while the slow path runs.",
            "Read the flame graph top-down and fix the widest frame you own before touching anything else.",
            "Re-run the same input and keep the benchmark so the regression cannot come back unnoticed.",
        ],
        notes=["Profiling a debug build or a cold cache gives numbers that do not match production."],
    ),
    dict(
        name="{key}-publish-package",
        tags=["{tag}", "release", "packaging"],
        descs=[
            "Publishes a {L} library to {registry}: version bump, changelog, build, signing and a dry run first. Use when releasing a new version of a {L} package or automating releases from CI.",
            "Releases {L} packages to {registry} reproducibly, with correct metadata, license and a tagged commit. Use when a {L} library is ready for its first public release or a previous release shipped the wrong files.",
            "Cuts a {L} package release: semantic version, release notes, upload, then checks the published artifact installs. Use when you maintain a {L} library that other teams or the public depend on.",
        ],
        steps=[
            "Decide the semantic version from the changes since the last tag.",
            "Check the package metadata in {manifest}: name, license, description and included files.",
            "Build and publish with `{publish_cmd}`, after a dry run when the tool offers one.",
            "Install the published version in a clean environment to prove it works, then tag the commit.",
        ],
        notes=["A version published to {registry} usually cannot be replaced; bump and publish again."],
    ),
    dict(
        name="{key}-debug",
        tags=["{tag}", "debugging"],
        descs=[
            "Debugs a failing or crashing {L} program: reads the {crash}, reproduces it, and steps through with {debugger}. Use when a {L} service throws in production, a test fails only sometimes, or output is wrong and the logs do not say why.",
            "Tracks down {L} bugs systematically with {debugger}, breakpoints and a minimal reproduction. Use when you are staring at a {crash} you do not understand or a {L} fix did not fix anything.",
            "Finds the root cause of a {L} error from its {crash} and a reproducible case, using {debugger} rather than print statements. Use when a {L} bug resists guessing or only happens with certain inputs.",
        ],
        steps=[
            "Read the whole {crash}: the first frame in your own code matters more than the last line.",
            "Cut the failing input down to the smallest case that still fails and keep it as a test.",
            "Set a breakpoint there and inspect state with {debug_cmd}.",
            "Fix the cause, not the symptom, and run the new test with the rest of the suite.",
        ],
        notes=["Adding retries or swallowing the exception hides the bug instead of fixing it."],
    ),
]

FRONTENDS: dict[str, dict[str, str]] = {
    "react": dict(F="React", tag="react", unit="function components with hooks", ext=".tsx", state="Redux Toolkit or Zustand", devtools="the React DevTools Profiler", memo="React.memo, useMemo and useCallback", test="React Testing Library with Vitest", upgrade="react-codemod and the React 19 upgrade guide", pitfall="an effect with a missing dependency re-running on every render"),
    "vue": dict(F="Vue", tag="vue", unit="single-file components with the Composition API", ext=".vue", state="Pinia stores", devtools="Vue Devtools", memo="computed properties and shallowRef", test="Vue Test Utils with Vitest", upgrade="the Vue 3 migration build (@vue/compat)", pitfall="destructuring a reactive object and losing reactivity"),
    "angular": dict(F="Angular", tag="angular", unit="standalone components", ext=".component.ts", state="NgRx or signals", devtools="Angular DevTools", memo="OnPush change detection and computed signals", test="TestBed with Jasmine and Karma or Jest", upgrade="`ng update @angular/core @angular/cli`", pitfall="subscriptions that are never unsubscribed"),
    "svelte": dict(F="Svelte", tag="svelte", unit="components using runes", ext=".svelte", state="stores and $state runes", devtools="the Svelte devtools extension", memo="$derived runes", test="@testing-library/svelte with Vitest", upgrade="`npx sv migrate svelte-5`", pitfall="mutating an array without reassigning it in Svelte 4 code"),
}

FRONTEND_ACTIONS: list[dict[str, object]] = [
    dict(
        name="{key}-component",
        tags=["{tag}", "frontend", "components"],
        descs=[
            "Scaffolds a typed, accessible {F} component ({ext}) with props, events, loading and error states, and a story. Use when building a new UI piece in a {F} app or splitting a component that has grown too large.",
            "Creates {F} {unit} that follow the project's conventions: typed props, slots or children, styles and a test. Use when adding a reusable widget to a {F} codebase.",
        ],
        steps=[
            "Find an existing component to copy conventions from: file layout, styling approach, naming.",
            "Define the props and emitted events first, with types, defaults and which are required.",
            "Render loading, empty and error states explicitly, and label interactive elements for screen readers.",
            "Add a story or example page and a small render test.",
        ],
        notes=["Watch for {pitfall}."],
    ),
    dict(
        name="{key}-state",
        tags=["{tag}", "frontend", "state-management"],
        descs=[
            "Untangles {F} state: decides what is local, shared or server state, moves shared state into {state}, and stops needless re-renders. Use when a {F} screen re-renders constantly, props are drilled through many layers, or two components disagree about the same data.",
            "Diagnoses slow or inconsistent {F} UIs caused by state handling, using {devtools} and {memo}. Use when typing lags, lists flicker, or updates show stale values in a {F} app.",
        ],
        steps=[
            "Record an interaction with {devtools} and list which components update and why.",
            "Keep state as close as possible to where it is used; lift it only when two siblings need it.",
            "Move server data into a fetching cache and shared client state into {state}.",
            "Apply {memo} only where the profiler shows a cost.",
        ],
        notes=["A classic cause is {pitfall}."],
    ),
    dict(
        name="{key}-testing",
        tags=["{tag}", "frontend", "testing"],
        descs=[
            "Tests {F} components the way users use them with {test}: render, interact, assert on visible output, mock the network. Use when a {F} app has no component tests or tests break on every markup change.",
            "Writes reliable {F} component and hook tests with {test}, avoiding implementation details and timing flakiness. Use when {F} tests are flaky, slow, or coupled to internal state.",
        ],
        steps=[
            "Query elements by role and label text, not by CSS class or test-internal ids.",
            "Drive the component with user events and await the UI update rather than sleeping.",
            "Mock HTTP at the network layer so components keep their real data-fetching code.",
            "Run the suite in CI with the same environment (jsdom or happy-dom) as locally.",
        ],
        notes=["Snapshot tests of whole pages fail on every change and catch little."],
    ),
    dict(
        name="{key}-upgrade",
        tags=["{tag}", "frontend", "migration"],
        descs=[
            "Upgrades a {F} app to the next major version with {upgrade}, fixing deprecations in small steps. Use when a {F} version is reaching end of life, a library you need requires the newer major, or the console is full of deprecation warnings.",
            "Plans and executes a {F} major-version migration: inventory of breaking changes, codemods, incremental rollout. Use when a {F} codebase is stuck on an old major release.",
        ],
        steps=[
            "Read the official migration guide and list the breaking changes that apply to this codebase.",
            "Upgrade third-party {F} libraries to versions that support both majors first.",
            "Run {upgrade} on a branch and fix what it cannot handle by hand.",
            "Ship behind a canary or preview deployment and watch error tracking before the full rollout.",
        ],
        notes=["Upgrading the framework and the build tool in the same change makes failures hard to attribute."],
    ),
]

CI: dict[str, dict[str, str]] = {
    "github-actions": dict(C="GitHub Actions", tag="github-actions", file=".github/workflows/ci.yml", cache="actions/cache keyed on hashFiles('**/package-lock.json')", secrets="repository and environment secrets, or OIDC federation to the cloud", debug="re-run with ACTIONS_STEP_DEBUG=true or open a tmate session", unit="job"),
    "gitlab-ci": dict(C="GitLab CI", tag="gitlab", file=".gitlab-ci.yml", cache="the cache: keyword with key:files on the lockfile", secrets="masked and protected CI/CD variables", debug="set CI_DEBUG_TRACE and reproduce with gitlab-runner locally", unit="job"),
    "jenkins": dict(C="Jenkins", tag="jenkins", file="Jenkinsfile", cache="a persistent agent workspace or the Job Cacher plugin", secrets="the Credentials plugin with withCredentials blocks", debug="use Replay on the failed build and read the console log of the failing stage", unit="stage"),
    "circleci": dict(C="CircleCI", tag="circleci", file=".circleci/config.yml", cache="save_cache and restore_cache keyed on the lockfile checksum", secrets="contexts and project environment variables", debug="rerun the job with SSH and inspect the container", unit="job"),
}

CI_ACTIONS: list[dict[str, object]] = [
    dict(
        name="{key}-pipeline",
        tags=["{tag}", "ci-cd"],
        descs=[
            "Writes a {C} pipeline in {file} that installs, lints, tests and builds on every push and pull request. Use when a repository has no CI yet or the existing {C} config is a copy-paste nobody understands.",
            "Sets up {C} for a project: triggers, stages, parallel jobs, artifacts and required checks. Use when moving a build to {C} or splitting a slow single job into parallel ones.",
        ],
        steps=[
            "Start from the commands a developer runs locally and reproduce them in {file}.",
            "Split lint, unit tests and build into separate {unit}s so failures are easy to read.",
            "Publish test reports and build artifacts from the {unit} that makes them.",
            "Mark the checks as required on the default branch.",
        ],
        notes=["Pin third-party actions, images and plugins to versions, not to latest."],
    ),
    dict(
        name="{key}-cache",
        tags=["{tag}", "ci-cd", "performance"],
        descs=[
            "Speeds up {C} builds by caching dependencies and build outputs with {cache}. Use when every {C} run downloads the world again or pipelines take far longer than a local build.",
            "Cuts {C} pipeline time with correct cache keys, restore fallbacks and layer caching for images. Use when CI minutes are expensive or a stale cache causes confusing failures.",
        ],
        steps=[
            "Time each step of a typical run to see where minutes go.",
            "Cache the package manager's download directory using {cache}.",
            "Key the cache on the lockfile so a dependency change invalidates it.",
            "Compare run times before and after, and document how to bust the cache.",
        ],
        notes=["Caching node_modules or a virtualenv across OS or runtime versions causes strange breakage."],
    ),
    dict(
        name="{key}-secrets",
        tags=["{tag}", "ci-cd", "secrets"],
        descs=[
            "Handles credentials in {C} safely with {secrets}, scoped per environment and never echoed in logs. Use when a pipeline needs cloud or registry credentials, a token leaked in a build log, or secrets are hard-coded in {file}.",
            "Moves {C} pipeline credentials out of the repository into {secrets} and rotates what was exposed. Use when auditing how CI authenticates to production.",
        ],
        steps=[
            "Inventory every credential the pipeline uses and where it comes from today.",
            "Store them as {secrets}, scoped to the environments and branches that need them.",
            "Prefer short-lived tokens via OIDC over long-lived keys where the cloud supports it.",
            "Rotate anything that was ever committed or printed in a log.",
        ],
        notes=["Pull requests from forks must not receive deployment secrets."],
    ),
    dict(
        name="{key}-debug",
        tags=["{tag}", "ci-cd", "debugging"],
        descs=[
            "Figures out why a {C} {unit} fails in CI but passes locally: environment diffs, caching, timing and permissions. Use when a red build makes no sense or a {C} {unit} fails intermittently.",
            "Debugs failing or hanging {C} runs: reads the logs properly, reproduces the environment, and uses the platform's debug tooling. Use when a {C} pipeline broke without a code change.",
        ],
        steps=[
            "Read the log from the first error, not the last; note the runner image and tool versions.",
            "Compare environment variables, locale, time zone and CPU count with your machine.",
            "To get more detail, {debug}.",
            "Fix the root cause and add a check that fails early and clearly if it recurs.",
        ],
        notes=["Retrying until green hides flaky tests; record them instead."],
    ),
]
