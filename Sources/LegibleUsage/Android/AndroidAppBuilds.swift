import Foundation
import LegiblePalette

/// The apps an Android project builds, each with the files its build holds and the priority its resources merge in
/// (`AndroidGradleModules`): one build per application module, holding the app's module, the modules it depends on
/// and files in no module. A project with no application module read (a library, loose resource folders) is one build
/// of every file, its same-named resources ranked by path only.
///
/// Layouts of modules no application module depends on are walked once more with every file, and their pairs need
/// review: which app shows them, and with which of the same-named resources, is not known.
struct AndroidAppBuilds {
    struct Build {
        var files: AndroidProjectFiles
        var priority: AndroidResourcePriority
        /// Set for the build of the layouts no app ships.
        var review: ReviewReason?
    }

    private(set) var builds: [Build] = []

    init(_ files: AndroidProjectFiles) {
        let all =
            files.layouts + files.values + files.manifests + files.drawables + files.navigation + files.xmlResources
            + files.code
        let modules = AndroidGradleModules(files: all)
        let apps = modules.applications
        guard !apps.isEmpty else {
            builds = [Build(files: files, priority: AndroidResourcePriority())]
            return
        }
        let priorities = apps.map { AndroidResourcePriority(app: $0, modules: modules) }
        for priority in priorities {
            builds.append(Build(files: files.filter(priority.ships), priority: priority))
        }
        let unshipped = files.layouts.filter { path in !priorities.contains { $0.ships(path) } }
        guard !unshipped.isEmpty else { return }
        var rest = files
        rest.layouts = unshipped
        let folders = Set(unshipped.compactMap { modules.knownModule(of: $0) }).sorted()
        let names = folders.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
        let appNames = apps.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
        builds.append(
            Build(
                files: rest, priority: AndroidResourcePriority(),
                review: ReviewReason(
                    .hostUnknown,
                    "module \(names) is not a dependency of any application module read (\(appNames)): which app "
                        + "shows this layout, and with which of the resources several modules define, is not known")))
    }
}

extension AndroidProjectFiles {
    /// The files `keep` holds, of every kind.
    func filter(_ keep: (String) -> Bool) -> AndroidProjectFiles {
        var kept = self
        kept.layouts = layouts.filter(keep)
        kept.values = values.filter(keep)
        kept.manifests = manifests.filter(keep)
        kept.drawables = drawables.filter(keep)
        kept.navigation = navigation.filter(keep)
        kept.xmlResources = xmlResources.filter(keep)
        kept.code = code.filter(keep)
        return kept
    }
}
