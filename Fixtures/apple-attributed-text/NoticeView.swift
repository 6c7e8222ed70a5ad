import UIKit

/// The notice shown above the inbox, laid out in NoticeView.xib: each label's text is an attributed string built here.
final class NoticeView: UIView {
    @IBOutlet weak var introLabel: UILabel!
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var partialLabel: UILabel!
    @IBOutlet weak var tagsLabel: UILabel!
    @IBOutlet weak var containerLabel: UILabel!
    @IBOutlet weak var unreadLabel: UILabel!

    static func make() -> NoticeView {
        UINib(nibName: "NoticeView", bundle: nil).instantiate(withOwner: nil)[0] as! NoticeView
    }

    func show(tags: [String], unread: NSAttributedString) {
        introLabel.attributedText = makeIntro()
        titleLabel.attributedText = NSAttributedString(
            string: "Welcome back",
            attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.systemRed])

        let partial = NSMutableAttributedString(string: "New: three messages")
        partial.addAttribute(.foregroundColor, value: UIColor.systemOrange, range: NSRange(location: 0, length: 4))
        partialLabel.attributedText = partial

        tagsLabel.attributedText = TagStyle.format(tags: tags)

        var style = AttributeContainer()
        style.foregroundColor = UIColor.brown
        containerLabel.attributedText = NSAttributedString(AttributedString("Archived", attributes: style))

        unreadLabel.attributedText = unread
    }

    private func makeIntro() -> NSAttributedString {
        let intro = try! NSMutableAttributedString(
            markdown: "Messages older than **30 days** are archived.",
            options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        intro.addAttributes(
            [.font: UIFont.preferredFont(forTextStyle: .body), .foregroundColor: UIColor.darkGray],
            range: NSRange(0..<intro.length))
        return intro
    }
}

/// Tags drawn as chips: white text on a blue run, a space between them.
enum TagStyle {
    static func format(tags: [String]) -> NSAttributedString? {
        guard !tags.isEmpty else { return nil }
        let result = NSMutableAttributedString(string: "")
        tags.forEach {
            let tag = " \($0) "
            let chip = NSMutableAttributedString(string: tag)
            let whole = NSRange(location: 0, length: tag.utf16.count)
            chip.addAttribute(.backgroundColor, value: UIColor.systemBlue, range: whole)
            chip.addAttribute(.foregroundColor, value: UIColor.white, range: whole)
            result.append(chip)
            result.append(NSAttributedString(string: " "))
        }
        return result
    }
}

final class InboxViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.tableHeaderView = NoticeView.make()
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        window?.rootViewController = UINavigationController(rootViewController: InboxViewController())
    }
}
