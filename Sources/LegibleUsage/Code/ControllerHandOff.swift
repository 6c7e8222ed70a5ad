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

extension ControllerHandOff {
    /// What a local holds after code assigns it `sources`: those alone when the assignment runs wherever the local's
    /// declaration does, and added to what it `held` when a branch below the declaration (`if`/`else`, a `switch`
    /// case) makes it: `if synced { vc = main() } else { vc = sync() }; show(vc)` shows either, so each is followed.
    static func assigned(_ sources: [Source], over held: [Source]?, inBranch: Bool) -> [Source] {
        guard inBranch, var all = held else { return sources }
        for source in sources where !all.contains(source) { all.append(source) }
        return all
    }
}
