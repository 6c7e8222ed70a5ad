/// The UIKit class an iOS storyboard or xib tag makes, and UIKit's superclasses of the classes an appearance proxy
/// names (Apple, UIKit class reference: "Inherits From"), so that `UIScrollView.appearance()` reaches a table view and
/// `UIView.appearance()` every view. An app class's lineage is its own, its app superclasses' (from the code read),
/// then the UIKit class its document tag makes.
enum UIKitClassLineage {
    /// Interface Builder's tag → the UIKit class it instantiates when the element names no custom class.
    static let tagClass: [String: String] = [
        "label": "UILabel", "button": "UIButton", "textField": "UITextField", "textView": "UITextView",
        "tableViewCell": "UITableViewCell", "collectionViewCell": "UICollectionViewCell",
        "collectionReusableView": "UICollectionReusableView", "tableView": "UITableView",
        "collectionView": "UICollectionView", "scrollView": "UIScrollView", "navigationBar": "UINavigationBar",
        "toolbar": "UIToolbar", "tabBar": "UITabBar", "searchBar": "UISearchBar", "stackView": "UIStackView",
        "imageView": "UIImageView", "view": "UIView", "tableViewCellContentView": "UIView",
        "collectionViewCellContentView": "UIView", "segmentedControl": "UISegmentedControl", "switch": "UISwitch",
        "slider": "UISlider", "visualEffectView": "UIVisualEffectView", "viewController": "UIViewController",
        "tableViewController": "UITableViewController", "collectionViewController": "UICollectionViewController",
        "navigationController": "UINavigationController", "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController", "pageViewController": "UIPageViewController",
    ]

    /// UIKit class → its UIKit superclass.
    static let superclass: [String: String] = [
        "UILabel": "UIView", "UIControl": "UIView", "UIButton": "UIControl", "UITextField": "UIControl",
        "UISegmentedControl": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl",
        "UIScrollView": "UIView", "UITextView": "UIScrollView", "UITableView": "UIScrollView",
        "UICollectionView": "UIScrollView", "UITableViewCell": "UIView",
        "UICollectionReusableView": "UIView", "UICollectionViewCell": "UICollectionReusableView",
        "UICollectionViewListCell": "UICollectionViewCell", "UITableViewHeaderFooterView": "UIView",
        "UINavigationBar": "UIView", "UIToolbar": "UIView", "UITabBar": "UIView", "UISearchBar": "UIView",
        "UIStackView": "UIView", "UIImageView": "UIView", "UIVisualEffectView": "UIView",
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UISplitViewController": "UIViewController", "UIPageViewController": "UIViewController",
    ]

    /// `UITableView` → `[UITableView, UIScrollView, UIView]`.
    static func lineage(ofUIKit name: String) -> [String] {
        var chain = [name]
        while let next = superclass[chain[chain.count - 1]], !chain.contains(next) { chain.append(next) }
        return chain
    }

    /// An element's classes, nearest first: its custom class and that class's app superclasses (`appLineage`), then the
    /// UIKit class of its tag and UIKit's superclasses of it.
    static func lineage(tag: String?, customClass: String?, appLineage: (String) -> [String]) -> [String] {
        let own = customClass.map(appLineage) ?? []
        let base = tag.flatMap { tagClass[$0] }.map(lineage(ofUIKit:)) ?? []
        return own + base.filter { !own.contains($0) }
    }

    /// System controllers whose view hierarchy is private (Apple's class references: "The view hierarchy for this
    /// class is private and must not be modified"): no view of an app's storyboard or xib is ever inside one, so a
    /// proxy contained in one reaches none of them. Controllers that take an app's views (`UIImagePickerController`'s
    /// `cameraOverlayView`, `AVPlayerViewController`'s `contentOverlayView`, `UISearchController`'s results) are not.
    static let privateHierarchyControllers: Set<String> = [
        "UIAlertController", "UIActivityViewController", "MFMailComposeViewController",
        "MFMessageComposeViewController", "SFSafariViewController", "UIDocumentPickerViewController",
        "UIDocumentBrowserViewController", "UIFontPickerViewController", "UIColorPickerViewController",
        "PHPickerViewController", "CNContactPickerViewController", "UIReferenceLibraryViewController",
        "SKStoreProductViewController", "UICloudSharingController", "QLPreviewController",
    ]

    /// Whether a class is a view controller (a container an element's scene may be shown in): its lineage, or its name.
    static func isController(_ lineage: [String]) -> Bool {
        lineage.contains("UIViewController") || lineage.first?.hasSuffix("Controller") == true
    }
}
