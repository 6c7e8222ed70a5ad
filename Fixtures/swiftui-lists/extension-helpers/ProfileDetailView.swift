import SwiftUI

struct ProfileDetailView: View {
    let profile: Profile
    @State private var file: URL?

    var body: some View {
        NavigationStack {
            Form {
                _keysSection(profile.keys)
                _filesSection()
            }
            .navigationTitle(profile.name)
        }
    }
}

// MARK: - Sections
extension ProfileDetailView {
    @ViewBuilder
    private func _keysSection(_ keys: [String]) -> some View {
        Section {
            _disclosure("Team identifiers", keys: keys)
        } header: {
            Text("Keys")
                .foregroundStyle(.secondary)
        }
    }

    @ViewBuilder
    private func _filesSection() -> some View {
        Section {
            Button("Import certificate") { file = nil }
                .foregroundColor(.secondary)
        }
    }

    @ViewBuilder
    private func _disclosure(_ title: String, keys: [String]) -> some View {
        DisclosureGroup(title) {
            ForEach(keys, id: \.self) { key in
                Text(key)
                    .foregroundStyle(.secondary)
            }
        }
    }
}
