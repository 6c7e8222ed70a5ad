/// The types Apple's SwiftUI declares that take content (views, containers, scenes, controls, toolbar items) or
/// appear around it, Foundation's value types, and the Swift library's types a view body calls with a closure (`Task { … }`,
/// `Binding(get:set:)`): known hosts, not a package's (`SwiftUIPackageHosts`). Source: Apple's SwiftUI documentation,
/// "Views", "Layout containers", "Lists", "Controls and indicators", "Scenes", "Toolbars", "Presentations".
enum SwiftUISystemTypes {
    static let names: Set<String> = [
        // Views and layout containers
        "View", "AnyView", "EmptyView", "TupleView", "Group", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack",
        "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "GridItem", "Spacer", "Divider", "ScrollView", "ScrollViewReader",
        "GeometryReader", "ViewThatFits", "AnyLayout", "HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout",
        "TimelineView", "Canvas", "ForEach", "Section", "List", "Form", "Table", "TableColumn", "TableRow",
        "OutlineGroup", "DisclosureGroup", "GroupBox", "ControlGroup", "LabeledContent", "HSplitView", "VSplitView",
        "GlassEffectContainer", "ContentUnavailableView",
        // Navigation and presentation
        "NavigationView", "NavigationStack", "NavigationSplitView", "NavigationLink", "NavigationPath", "TabView",
        "Tab", "TabSection", "Alert", "ActionSheet", "ContextMenu", "Inspector",
        // Controls and indicators
        "Text", "Label", "Image", "AsyncImage", "Button", "Link", "ShareLink", "Menu", "Picker", "Toggle", "Stepper",
        "Slider", "DatePicker", "MultiDatePicker", "ColorPicker", "TextField", "SecureField", "TextEditor",
        "ProgressView", "Gauge", "PasteButton", "EditButton", "RenameButton", "HelpLink", "SettingsLink",
        "PhotosPicker", "SignInWithAppleButton", "VideoPlayer", "Map", "Chart", "TipView", "ProductView",
        "StoreView", "SubscriptionStoreView",
        // Shapes and colors
        "Color", "Path", "Circle", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Ellipse",
        "AnyShape", "LinearGradient", "RadialGradient", "AngularGradient", "Material",
        // Scenes and commands
        "WindowGroup", "Window", "Settings", "MenuBarExtra", "DocumentGroup", "UtilityWindow", "ImmersiveSpace",
        "CommandMenu", "CommandGroup", "App", "Scene",
        // Toolbars
        "ToolbarItem", "ToolbarItemGroup", "ToolbarTitleMenu", "ToolbarSpacer",
        // The Swift library and concurrency
        "Task", "Binding", "State", "Optional", "Array", "Dictionary", "Set", "String", "Result", "MainActor", "Self",
        // Foundation's value types
        "URL", "URLRequest", "URLComponents", "Data", "Date", "UUID", "Locale", "IndexPath", "AttributedString",
    ]

    /// Apple's modules: an import of one is not a package, `SwiftUI.Form` is Apple's `Form`.
    static let appleModules: Set<String> = [
        "SwiftUI", "AppKit", "Cocoa", "UIKit", "Foundation", "Combine", "Observation", "SwiftData", "CoreData", "os",
        "OSLog", "Dispatch", "Darwin", "Swift", "CoreGraphics", "CoreImage", "CoreText", "QuartzCore", "ImageIO",
        "AVFoundation", "AVKit", "WebKit", "MapKit", "Charts", "PhotosUI", "Photos", "StoreKit", "TipKit",
        "UniformTypeIdentifiers", "ServiceManagement", "Carbon", "ApplicationServices", "CoreServices", "IOKit",
        "UserNotifications", "SafariServices", "Security", "LocalAuthentication", "CloudKit", "WidgetKit",
        "ActivityKit", "AppIntents", "Intents", "MetalKit", "Metal", "Network", "CryptoKit", "ScreenCaptureKit",
        "CoreLocation", "MessageUI", "QuickLook", "QuickLookUI", "Accessibility", "EventKit", "Contacts",
        "AuthenticationServices", "GameKit", "SpriteKit", "SceneKit", "RealityKit", "ARKit", "Speech", "Vision",
        "VisionKit", "MediaPlayer", "CoreMedia", "CoreVideo", "CoreAudio", "AudioToolbox", "PDFKit", "PencilKit",
        "LinkPresentation", "SystemConfiguration", "BackgroundTasks", "CoreSpotlight", "XCTest", "Testing",
    ]
}
