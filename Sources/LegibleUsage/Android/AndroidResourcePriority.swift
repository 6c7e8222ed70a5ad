import Foundation
import LegiblePalette

/// The merge priority of resource files in one app's build (`AndroidGradleModules.mergeOrder`): 0 for the app
/// module's own files, then each dependency in merge order; files in no module after them. Same-named resources of
/// one configuration are decided by it, lowest first; a different configuration (night, API level) is still chosen by
/// the device first, as after Gradle's merge.
struct AndroidResourcePriority {
    /// The application module's folder, nil when the project has none (every file ranks the same).
    var app: String?
    private var ranks: [String: Int] = [:]
    private var modules: AndroidGradleModules?

    init() {}

    init(app: String, modules: AndroidGradleModules) {
        self.app = app
        self.modules = modules
        for (index, folder) in modules.mergeOrder(app: app).enumerated() { ranks[folder] = index }
    }

    /// The app's name for messages: its folder's last component (`app-k9mail`).
    var appName: String? { app.map { ($0 as NSString).lastPathComponent } }

    func rank(_ path: String) -> Int {
        guard let modules, let module = modules.knownModule(of: path) else { return ranks.count }
        return ranks[module] ?? ranks.count + 1
    }

    /// Whether the app's build holds the file (its module is the app or one it depends on, or no module holds it).
    func ships(_ path: String) -> Bool {
        guard let modules, let module = modules.knownModule(of: path) else { return true }
        return ranks[module] != nil
    }
}
