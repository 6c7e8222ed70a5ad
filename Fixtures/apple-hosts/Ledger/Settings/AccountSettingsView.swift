import SwiftUI

struct AccountSettingsView: View {
    @State private var editsProfile = false
    @State private var showsTerms = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ProfileRow()
                    Button("Edit profile") { editsProfile = true }
                } header: {
                    Text("Account")
                        .foregroundStyle(.secondary)
                } footer: {
                    Text("Your profile syncs across devices.")
                        .foregroundStyle(Color.gray)
                }
                Section(header: Text("Display").foregroundColor(.gray)) {
                    Text("Currency").foregroundStyle(.primary)
                    NavigationLink("Categories") {
                        CategoryList()
                    }
                }
            }
            .navigationTitle("Settings")
            .sheet(isPresented: $editsProfile) {
                VStack(spacing: 12) {
                    Text("Profile photo")
                        .foregroundStyle(.secondary)
                }
            }
            .fullScreenCover(isPresented: $showsTerms) {
                Text("Terms of use").foregroundStyle(.secondary)
            }
        }
    }
}
