#import "ContactCell.h"

@interface ContactCell ()
@property (nonatomic) BOOL highlightedForSearch;
@end

@implementation ContactCell

- (void)awakeFromNib {
    [super awakeFromNib];
    [self.nameLabel
        setTextColor:[UIColor colorNamed:@"Ink"]];
    [[self badgeLabel] setTextColor:
        [UIColor systemRedColor]];
    // Xcode's generated asset symbol for the "Ink Muted" colorset (GeneratedAssetSymbols.h, made at build time).
    self.roleLabel.textColor = [UIColor colorNamed:ACColorNameInkMuted];
}

@end
