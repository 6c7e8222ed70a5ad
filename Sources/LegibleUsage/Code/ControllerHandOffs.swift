import LegiblePalette

/// Where each followed controller value ends up (`ControllerHandOff`): every hand-off of the value, through the app's
/// helpers (the hand-offs of the parameter it binds, through one or more helper levels, Swift ⇄ Objective-C), to
/// what shows it. A push inside a helper called on the caller itself (`present(vc)`, `[self showController:vc]`) is
/// the caller's push; on another object, that object's class's (the helper's owner).
struct ControllerHandOffs {
    /// What shows a value.
    enum Outcome: Hashable {
        /// Presented as a sheet (`style` as the code writes it: `automatic`, `pageSheet`, `popover`), by `by`'s code.
        case sheet(style: String, iOS: Bool, at: SourceLocation, by: String)
        /// On the base level: presented full screen or made a window's root (`how`), by `by`'s code.
        case base(how: String, at: SourceLocation, by: String)
        /// Shown in the screen of `by` (a class or a factory's key): pushed, shown, added as a child, returned.
        case shownBy(String)
        /// Handed on where Legible does not follow it.
        case unfollowed(String)
    }

    private var bySource: [ControllerHandOff.Source: [ControllerHandOff]] = [:]
    let helpers: ControllerHelpers

    init(_ handOffs: [ControllerHandOff], helpers: ControllerHelpers) {
        self.helpers = helpers
        for h in handOffs where !bySource[h.source, default: []].contains(h) {
            bySource[h.source, default: []].append(h)
        }
    }

    /// What shows the value a call of factory `key` at `call` returns: the followed outcomes, or why it is not followed
    /// (a value also stored or handed to a library is shown where the followed hand-offs show it).
    func outcomes(ofFactory key: String, call: SourceLocation) -> [Outcome] {
        let found = outcomes(of: .factoryCall(key: key, call: call), depth: 0, caller: nil)
        let followed = found.filter { if case .unfollowed = $0 { false } else { true } }
        if !followed.isEmpty { return followed }
        if let why = found.first { return [why] }
        return [.unfollowed("code does not show what \(key) returns (\(Self.place(call))) in a way Legible follows")]
    }

    /// The presentations the app's helpers make of a controller of class `type` handed to them (its creator shows it
    /// otherwise).
    func helperSheets(of type: String) -> [Outcome] {
        outcomes(of: .instance(type: type), depth: 0, caller: nil).filter {
            switch $0 {
            case .sheet, .base(how: "full screen", _, _): true
            default: false
            }
        }
    }

    /// `caller`: the class a helper called on itself stands for.
    private func outcomes(of source: ControllerHandOff.Source, depth: Int, caller: String?) -> [Outcome] {
        guard depth < 6 else { return [.unfollowed("handed through more helpers than Legible follows")] }
        var out: [Outcome] = []
        for h in bySource[source] ?? [] {
            let by = caller ?? h.owner
            switch h.target {
            case .presented(let style, let iOS):
                if iOS && ApplePresentationLevel.baseLevelStyles.contains(style) {
                    out.append(.base(how: "full screen", at: h.at, by: by))
                } else {
                    out.append(.sheet(style: style, iOS: iOS, at: h.at, by: by))
                }
            case .pushed: out.append(.shownBy(by))
            case .windowRoot: out.append(.base(how: "a window's root", at: h.at, by: by))
            case .returned: out.append(.shownBy(h.owner))
            case .unfollowed(let why): out.append(.unfollowed(why + " (\(Self.place(h.at)))"))
            case .call(let name, let argument, let onSelf):
                let reached = helpers.helpers(called: name).filter { argument < $0.parameters.count }
                if reached.isEmpty {
                    if case .instance = source, name.hasPrefix("present") {
                        // An app's `present…` Legible does not read: as before, taken as presenting with the default style.
                        out.append(.sheet(style: "automatic", iOS: true, at: h.at, by: by))
                    } else {
                        out.append(.unfollowed("handed to \(name), which Legible does not read (\(Self.place(h.at)))"))
                    }
                }
                for helper in reached {
                    let inner = outcomes(
                        of: .parameter(helper: helper.key, index: helper.parameters[argument]), depth: depth + 1,
                        caller: onSelf ? by : nil)
                    out += inner.isEmpty ? [.unfollowed("handed to \(helper.key), which does not show it")] : inner
                }
            }
        }
        return out
    }

    static func place(_ at: SourceLocation) -> String {
        "\(at.path.split(separator: "/").last.map(String.init) ?? at.path):\(at.line)"
    }
}
