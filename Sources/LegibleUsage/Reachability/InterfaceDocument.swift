/// What an Interface Builder document says about how it can be shown, read once with its pairs: the classes whose
/// code loads it (its File's Owner, its top-level objects' and scenes' custom classes) and the storyboards it
/// references (`<viewControllerPlaceholder storyboardName="…">`). `AppleReachability` decides from these and the
/// code whether anything reachable shows the document.
public struct InterfaceDocument: Sendable, Hashable {
    public var path: String
    /// Custom classes of the File's Owner and of the top-level objects (a scene's controller), framework classes and
    /// `FirstResponder` left out.
    public var ownerClasses: [String]
    /// Names of the storyboards this document references.
    public var storyboardReferences: [String]
    /// The custom class of the document's File's Owner (a xib's): the object that loads it, by name
    /// (`NibLoads`); nil for a storyboard or an owner of no custom class.
    public var fileOwner: String?
    /// Every custom class the document instantiates (a view that loads its own nib is named only here).
    public var customClasses: Set<String> = []
    /// The styles of the UIKit tables in the document (`plain`, `grouped`, `insetGrouped`), by the class whose code
    /// has them (a storyboard scene's controller, a xib's File's Owner): what a cell that class registers is drawn on.
    public var tableStyles: [String: Set<String>] = [:]
    /// A storyboard's scenes and segues (nil for a xib): which of its scenes anything reaches.
    public var scenes: StoryboardScenes?
    /// A macOS xib's HUD panels (`<windowStyleMask … HUD="YES"/>`, `NSWindow.StyleMask.hudWindow`) by the File's
    /// Owner outlet that holds them (`window` for a window controller's own), with the panel's line: what code places
    /// in that window's content is drawn on the panel's dark translucent material (`NibRootHosts`).
    public var hudWindows: [String: Int] = [:]
    /// A macOS xib's tables and outline views by the File's Owner outlet that holds each, with what their rows are
    /// drawn on (`NibTableLayer`): the layer of the cells code registers from other xibs in them.
    public var tableLayers: [String: NibTableLayer] = [:]
    /// A macOS xib's other views by the File's Owner outlet that holds each (`view`, its root, among them), with what
    /// is drawn at that view (`NibTableLayer`): the layer of the root views of controllers code adds to it
    /// (`sidebarView.addSubview(pane.view)`, `NibPlacement.Host.outlet`).
    public var viewLayers: [String: NibTableLayer] = [:]

    public init(path: String, ownerClasses: [String] = [], storyboardReferences: [String] = []) {
        self.path = path
        self.ownerClasses = ownerClasses
        self.storyboardReferences = storyboardReferences
    }

    /// The name code loads the document by: the file name without its extension and device modifier
    /// (`Preferences~ipad.xib` → `Preferences`).
    public var name: String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let base = file.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        return base.split(separator: "~").first.map(String.init) ?? base
    }
}
