import LegiblePalette

/// Where code hands a controller value on, for the presentation graph (`CodePresentations`): a value a factory call
/// returns (`ControllerFactories`), or a controller parameter of the app's own helper (`ControllerHelpers`), followed
/// from the call through locals and containers (`UINavigationController(rootViewController: x)`) to what shows it.
///
/// How UIKit and AppKit show a controller, and so its level (`ApplePresentationLevel`):
/// - `present(_:animated:completion:)` / `presentViewController:animated:completion:`: a sheet (the elevated level)
///   unless its `modalPresentationStyle` is full screen; macOS `presentAsSheet(_:)`: a sheet;
/// - `pushViewController(_:animated:)`, `show(_:sender:)`, `showDetailViewController(_:sender:)`,
///   `setViewControllers(_:animated:)` on the code's own navigation controller, `addChild(_:)`: shown in the screen of
///   the controller whose code does it, at its level (UIKit, "UINavigationController", "Creating a custom container
///   view controller");
/// - `window.rootViewController = x`, `NSWindow(contentViewController:)`: a window's root, the base level;
/// - returned by a factory: shown where that factory's value is;
/// - handed to a function of the app (Swift by name and labels, Objective-C by selector): what that function's body
///   does with the parameter;
/// - stored in a property, returned by a function that is no factory, handed to a library: not followed (review).
struct ControllerHandOff: Hashable {
    /// The value handed on.
    enum Source: Hashable {
        /// What a call of factory `key` at `call` returns.
        case factoryCall(key: String, call: SourceLocation)
        /// Parameter `index` of the app's helper `key` (`ControllerHelpers.Helper.key`).
        case parameter(helper: String, index: Int)
        /// A controller of the app's class `type`, created where it is handed on (only followed into helpers).
        case instance(type: String)
    }

    enum Target: Hashable {
        /// Presented modally with `style` (`automatic`, `pageSheet`, `fullScreen`…); `iOS` false: an AppKit sheet.
        case presented(style: String, iOS: Bool)
        /// Pushed, shown or added as a child by the code's own controller: at its level.
        case pushed
        /// Made a window's root: the base level.
        case windowRoot
        /// Returned by the factory whose body holds the line: shown where that factory's value is.
        case returned
        /// Handed to a function called `name` (a Swift signature `present(_:_:)`, an Objective-C selector), as its
        /// argument `argument`; `onSelf`: called on the caller itself (`present(vc)`, `[self showController:vc]`).
        case call(name: String, argument: Int, onSelf: Bool)
        /// Handed on where Legible does not follow it: why (`stored in pendingController`).
        case unfollowed(String)
    }

    var source: Source
    var target: Target
    /// The class (or factory key) whose code hands the value on.
    var owner: String
    var at: SourceLocation
}

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

    /// Whether `name` is a helper's key (the walk binds its controller parameters).
    func isHelper(_ key: String) -> Bool { keys.contains(key) }

    private var keys: Set<String> { Set(byCallName.values.flatMap { $0.map(\.key) }) }
}
