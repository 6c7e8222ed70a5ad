#import "ContactCell.h"

@implementation ContactCell (Theme)

- (void)layoutSubviews {
    [super layoutSubviews];
    _detailLabel.textColor =
        UIColor.tertiaryLabelColor;
}

@end
