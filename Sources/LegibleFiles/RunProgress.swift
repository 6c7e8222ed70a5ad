import Foundation

/// A run's sign of life and its phase timings: the phase it is in ("reading colors", "reading UI files", "checking"),
/// the files its walks found and how many of them it has read (`SourceFile.read`). The command line installs one per
/// run (`RunProgress.$current.withValue`, a task local like `ReadCounter`) and decides how it is shown
/// (`ProgressDisplay` of LegibleCLI); readers only name their phase. Without one installed every call is one
/// task-local read.
///
/// `draw` receives a line to show (nil: erase it); it is called at most every `interval`, and only once the run has
/// lasted `delay` (a quick run shows nothing). `durations` holds each phase's time, in order, for `LEGIBLE_TIMINGS`.
public final class RunProgress: @unchecked Sendable { // every stored property is guarded by `lock`
    /// The progress of the running command, if the command line installed one.
    @TaskLocal public static var current: RunProgress?

    /// Nothing is drawn before a run has lasted this long.
    public static let delay: Duration = .seconds(2)
    /// Redraws at most this often.
    public static let interval: Duration = .milliseconds(100)

    private let lock = NSLock()
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private let draw: (@Sendable (String?) -> Void)?
    private let drawsEveryChange: Bool
    private var phaseName = "starting"
    private var phaseStart: ContinuousClock.Instant
    private var lastDraw: ContinuousClock.Instant?
    private var found = Set<String>()
    private var read = Set<String>()
    private var phaseDurations: [(phase: String, duration: Duration)] = []

    /// `draw`: shows a line (nil: erases it); nil records the timings only. `drawsEveryChange`: redraw as files are
    /// read (a terminal line drawn in place); otherwise only when the phase changes (a log).
    public init(draw: (@Sendable (String?) -> Void)?, drawsEveryChange: Bool = true) {
        self.draw = draw
        self.drawsEveryChange = drawsEveryChange
        start = clock.now
        phaseStart = start
    }

    /// Each finished phase and how long it took, in order (the current one when `finish` has run).
    public var durations: [(phase: String, duration: Duration)] { lock.withLock { phaseDurations } }

    /// The line shown: "reading UI files · 812 of 9,204 files read".
    public static func line(phase: String, read: Int, found: Int) -> String {
        found == 0 ? "legible: \(phase)…" : "legible: \(phase) · \(read) of \(found) files read"
    }

    /// The running command enters `name` (a phase named again continues it).
    public static func phase(_ name: String) {
        guard let progress = current else { return }
        progress.lock.withLock {
            guard progress.phaseName != name else { return }
            let now = progress.clock.now
            progress.phaseDurations.append((progress.phaseName, now - progress.phaseStart))
            progress.phaseName = name
            progress.phaseStart = now
        }
        progress.redraw(force: true)
    }

    /// A walk found `paths`.
    public static func found(_ paths: [String]) {
        guard let progress = current else { return }
        progress.lock.withLock { progress.found.formUnion(paths) }
        progress.redraw(force: false)
    }

    /// `path` was read (counted once, and as found).
    static func read(_ path: String) {
        guard let progress = current else { return }
        progress.lock.withLock {
            progress.read.insert(path)
            progress.found.insert(path)
        }
        progress.redraw(force: false)
    }

    /// Ends the run: the last phase's time is recorded and the line erased (if one was drawn).
    public func finish() {
        let drawn: Bool = lock.withLock {
            phaseDurations.append((phaseName, clock.now - phaseStart))
            phaseName = "done"
            return lastDraw != nil
        }
        if drawn { draw?(nil) }
    }

    private func redraw(force: Bool) {
        guard let draw, force || drawsEveryChange else { return }
        let text: String? = lock.withLock {
            let now = clock.now
            guard now - start >= Self.delay else { return nil }
            if !force, let last = lastDraw, now - last < Self.interval { return nil }
            lastDraw = now
            return Self.line(phase: phaseName, read: read.count, found: found.count)
        }
        if let text { draw(text) }
    }
}
