import SwiftUI

@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup { FeedView() }
    }
}

struct FeedView: View {
    @State private var toast: String?

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack {
                    ForEach(0..<50) { index in
                        Text("Story \(index)")
                    }
                }
            }
            .safeAreaInset(edge: .top) {
                FilterBar()
            }
            .safeAreaInset(edge: .bottom) {
                NextItemButton()
            }
            .overlay(alignment: .top) {
                if let toast {
                    ToastBanner(text: toast)
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    settingsButton
                }
            }
        }
    }

    private var settingsButton: some View {
        Button {
            toast = "Settings"
        } label: {
            Label("Settings", systemImage: "gearshape")
                .labelStyle(.iconOnly)
                .foregroundStyle(.primary)
        }
    }
}

struct ToastBanner: View {
    let text: String

    var body: some View {
        HStack(spacing: 8) {
            Text(text)
                .foregroundStyle(.primary)
        }
        .padding()
        .glassEffect()
    }
}

struct NextItemButton: View {
    var body: some View {
        Button {
        } label: {
            Image(systemName: "arrow.down")
                .foregroundStyle(Color.primary)
                .frame(width: 48, height: 48)
        }
        .buttonStyle(.plain)
        .glassEffect(.regular.interactive(), in: .circle)
    }
}

struct FilterBar: View {
    var body: some View {
        GlassEffectContainer {
            HStack {
                Text("Top")
                    .foregroundStyle(.secondary)
            }
        }
    }
}
