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
}

@end
