import SwiftUI

struct ChannelRow: View {
    @Environment(\.isFocused) private var isFocused
    @Environment(\.channelTheme) private var theme
    @AppStorage("rowTint") private var rowTint: Color = .blue
    let isMuted: Bool

    private var nameColor: Color {
        isFocused ? .primary : .secondary
    }

    private var countColor: Color {
        isMuted ? .gray : rowTint
    }

    var body: some View {
        HStack {
            Text("Name")
                .foregroundStyle(nameColor)
            Text("Topic")
                .foregroundStyle(theme.topic.color())
            Text("12")
                .foregroundStyle(countColor)
        }
        .background(Color.white)
    }
}

struct ChannelBadge: View {
    @Environment(\.badgeTint) private var badgeTint

    var body: some View {
        Text("New")
            .foregroundStyle(badgeTint.contrasting)
            .background(Color.black)
    }
}

enum TagStyle {
    case plain, loud
}

struct ChannelTag: View {
    let styleOverride: TagStyle?

    private var style: TagStyle {
        styleOverride ?? .plain
    }

    private var tagColor: Color {
        style == .loud ? .red : .primary
    }

    var body: some View {
        Text("Tag")
            .foregroundStyle(tagColor)
            .background(Color.white)
    }
}

extension Color {
    static func hex(_ h: String) -> Color {
        var hex = h
        if h.hasPrefix("#") { hex.removeFirst(1) }
        return Color(UIColor(hex: hex))
    }
}

struct ChannelLabelModel {
    let colorHex: String
}

struct ChannelLabel: View {
    let label: ChannelLabelModel

    var body: some View {
        Text("Label")
            .foregroundStyle(Color.hex(label.colorHex))
            .background(Color.white)
    }
}
