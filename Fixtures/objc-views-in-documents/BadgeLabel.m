#import "BadgeLabel.h"

@implementation BadgeLabel

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        self.textColor = UIColor.whiteColor;
        self.backgroundColor = UIColor.blackColor;
    }
    return self;
}

@end
