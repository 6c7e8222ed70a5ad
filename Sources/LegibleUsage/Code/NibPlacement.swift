import LegiblePalette

/// Where AppKit code puts the root view of a document a controller loads, read on each language's syntax tree
/// (`SwiftCodeEffects`, `ObjCCodeEffects`) and resolved once every file is read (`CodeColorAssignments`):
/// - the documents a controller is created with: by name (`NSViewController(nibName: "Panel", bundle: nil)`,
///   `[[X alloc] initWithNibName:@"Panel" bundle:nil]`, `X(windowNibName:)`), or an app class's own (`X()`,
///   `[[X alloc] init]`: the nib its initializer names, `[super initWithNibName:@"Panel" bundle:nil]`, else the one
///   named for the class); held in a local or a property (an array of them holds each);
/// - where its `view` goes: `host.addSubview(vc.view)`, `window.contentView = vc.view`, `[window setContentView:…]`,
///   `window.contentViewController = vc`, an `NSPopover`'s `contentViewController`, a window of its own
///   (`NSWindow(contentViewController:)`, `presentAsModalWindow`), a popover (`present(_:asPopoverRelativeTo:…)`),
///   the rows of a table it is registered in as a cell (`tableView.register(NSNib(nibNamed:bundle:), forIdentifier:)`);
///   a controller created with a document and handed to another call (a library's preferences window controller) is
///   placed by that code, which is not followed.
struct NibPlacement: Hashable {
    /// A controller's document: by name, or the one of an app class (its initializer's, else its own name), or the
    /// ones of the classes an app's factory creates (`ControllerFactories`: `mode.viewController()` whose `switch`
    /// returns `CropViewController()` or `SelectViewController()`).
    enum Source: Hashable {
        case named(String)
        case ofClass(String)
        case factory(String)
    }

    /// The controllers whose root view is placed: known where the code places it, those a property holds, those a
    /// parameter of the app's function or initializer is passed (`NibPlacement.Pass`), or any of several
    /// (`newValue ?? library`).
    indirect enum Placed: Hashable {
        case sources(Set<Source>)
        case property(owner: String, name: String)
        /// The parameter of `owner`'s function `function` (`init` for an initializer) callers label `label`.
        case parameter(owner: String, function: String, label: String?)
        case any([Placed])
    }

    /// A controller value passed to the app's own function or initializer: `showSidebar(controller: playlist)` on
    /// `self`, `PreferencesWindowController(panes: list)`; it reaches that function's parameter of the same label
    /// (`Placed.parameter`).
    struct Pass: Hashable {
        /// The class whose function is called: the caller's own for a call on `self`, the class initialized.
        var receiver: String
        var function: String
        var label: String?
        var placed: Placed
    }

    /// A property code assigns a controller value that is no creation (`self.panes = panes` in an initializer, the
    /// parameter holding what callers pass).
    struct Stored: Hashable {
        var owner: String
        var property: String
        var placed: Placed
    }

    /// What the view is placed in.
    enum Host: Hashable {
        /// The content view of the window a class's property holds (`window` for an `NSWindowController`'s own).
        case window(owner: String, property: String)
        /// A window made for the controller alone, on the window background.
        case newWindow
        /// An `NSPopover`: drawn on the popover's material.
        case popover
        /// A row of the table or outline view a class's property holds, which code registers the document's cell
        /// in (`tableView.register(NSNib(nibNamed:bundle:), forIdentifier:)`): on that table's layer
        /// (`NibTableLayer`).
        case table(owner: String, property: String)
        /// A view a property of class `owner` holds (`sidebarView.addSubview(vc.view)`, `view.addSubview(…)`): an
        /// outlet of a document that class loads, on that view's layer as the document resolves it (`NibTableLayer`).
        case outlet(owner: String, property: String)
        /// A tab of the `NSTabViewController` subclass `owner` (`addTabViewItem(NSTabViewItem(viewController: pane))`,
        /// an item whose `viewController` code sets): drawn in that controller's tab view, its own root view, so on
        /// what code places that root view in (AppKit "NSTabViewController": it shows one child's view at a time in
        /// its tab view).
        case tabOf(owner: String)
        /// A view Legible does not follow to a color (an outlet of another document, another controller's view), as
        /// the code writes it.
        case view(String)
        /// Code hands the controller to another call (`[[WC alloc] initWithViewControllers:panes …]`, a library's
        /// window controller), as the code writes it: that code places it.
        case handed(String)
    }

    var placed: Placed
    var host: Host
    var at: SourceLocation
    /// For a controller handed to a Swift call: the call's signature (`openController(_:)`), so a call of the app's
    /// own function is followed into its body (`CodePresentations.windowRoot(ofCall:argument:)`).
    var callSignature: String? = nil
    /// The index of the argument that call is handed the controller as.
    var callArgument = 0

    /// `NSPopover`, the class whose `contentViewController` is drawn on the popover material.
    static let popoverClass = "NSPopover"

    /// Calls a controller is handed to that do not place its view (a child controller is placed by `addSubview`; a
    /// sheet is a presentation, `CodePresentations`).
    static let notPlacing: Set<String> = [
        "addChildViewController:", "addChild", "insertChildViewController:atIndex:", "insertChild",
        "presentViewControllerAsSheet:", "presentAsSheet", "removeFromParentViewController",
    ]

    /// The host a view added to `chain` (`window?.contentView`, `self.view`, `containerView`) is drawn in, for code of
    /// `owner`: a window's content view is that window's; a property of the class (`isProperty`: not a local) is the
    /// view it holds; anything else is a view not followed.
    static func host(addingTo chain: [String], owner: String, isProperty: Bool = false) -> Host {
        if chain.last == "contentView", chain.count == 2 { return .window(owner: owner, property: chain[0]) }
        if chain.count == 1, isProperty { return .outlet(owner: owner, property: chain[0]) }
        return .view((["self"] + chain).joined(separator: "."))
    }

    /// The host whose content `chain` sets (`window.contentView = …`, `popover.contentViewController = …`):
    /// a popover when `isPopover`, the window a property or local holds, or (`self`) a window controller's own.
    static func host(settingContentOf chain: [String], owner: String, isPopover: Bool) -> Host {
        if isPopover { return .popover }
        if chain.isEmpty { return .window(owner: owner, property: "window") }
        if chain.count == 1 { return .window(owner: owner, property: chain[0]) }
        return .view((["self"] + chain).joined(separator: "."))
    }
}
