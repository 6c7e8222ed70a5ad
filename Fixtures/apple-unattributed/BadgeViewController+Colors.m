#import "BadgeViewController.h"

@implementation BadgeViewController (Colors)

- (void)paintLabel:(UILabel *)label {
    [label setTextColor:[UIColor systemPurpleColor]];
}

@end
