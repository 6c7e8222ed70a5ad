/// The app's own functions that take a controller as a parameter (`func present(_ vc: UIViewController, _ sender:
/// UIView? = nil)`, `- (void)showController:(UIViewController *)controller`), by the names calls reach them by: a Swift
/// signature (`present(_:_:)`, and each form that leaves out defaulted parameters, `present(_:)`), an Objective-C
/// selector (`showController:`), and across languages the selector Swift gives an `@objc` method
/// (`ControllerFactories.selectors`) and the Swift name of an Objective-C method (`showController:animated:` →
/// `showController(_:animated:)`, "Importing Objective-C into Swift").
struct ControllerHelpers {
    struct Helper: Hashable {
        /// `Owner.name(label:)`, `Owner.selector`.
        var key: String
        var owner: String
        /// For each argument of the call, the index of the parameter it binds.
        var parameters: [Int]
    }

    private(set) var byCallName: [String: [Helper]] = [:]

    /// Whether a written type is a controller's (`UIViewController`, `UINavigationController?`, `SettingsController`).
    static func isController(_ type: String) -> Bool {
        let written = type.trimmingCharacters(in: ["?", "!", " "])
        return SwiftCodeEffects.isClassName(written) && written.hasSuffix("Controller")
    }

    /// The signature a Swift call writes: `present(_:_:)`, `show(modally:from:)`.
    static func signature(_ name: String, labels: [String?]) -> String {
        name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// A Swift function with a controller parameter, called by its signature (and each one that leaves out defaulted
    /// parameters) and by its Objective-C `selectors`.
    mutating func declare(
        swift name: String, owner: String, parameters: [(label: String?, type: String, defaulted: Bool)],
        selectors: [String]
    ) {
        guard parameters.contains(where: { Self.isController($0.type) }) else { return }
        let key = owner + "." + Self.signature(name, labels: parameters.map(\.label))
        let defaulted = parameters.indices.filter { parameters[$0].defaulted }
        // Each subset of the defaulted parameters may be left out (at most 16 forms).
        for mask in 0..<(1 << min(defaulted.count, 4)) {
            let left = Set(defaulted.prefix(4).enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
            let kept = parameters.indices.filter { !left.contains($0) }
            let call = Self.signature(name, labels: kept.map { parameters[$0].label })
            add(call, Helper(key: key, owner: owner, parameters: kept))
        }
        for selector in selectors {
            add(selector, Helper(key: key, owner: owner, parameters: Array(parameters.indices)))
        }
    }

    /// An Objective-C method with a controller parameter, called by its selector and by its Swift name.
    mutating func declare(objc selector: String, owner: String, parameterTypes: [String]) {
        guard parameterTypes.contains(where: Self.isController) else { return }
        let helper = Helper(key: owner + "." + selector, owner: owner, parameters: Array(parameterTypes.indices))
        add(selector, helper)
        let pieces = selector.split(separator: ":").map(String.init)
        guard let base = pieces.first, pieces.count == parameterTypes.count else { return }
        add(Self.signature(base, labels: [nil] + pieces.dropFirst().map { $0 }), helper)
    }

    private mutating func add(_ name: String, _ helper: Helper) {
        if byCallName[name]?.contains(helper) != true { byCallName[name, default: []].append(helper) }
    }

    /// The helpers a call of `name` reaches.
    func helpers(called name: String) -> [Helper] { byCallName[name] ?? [] }
}
