#import "TripRowCell.h"

@implementation TripRowCell

+ (UIColor *)primaryTextColor {
    if (@available(iOS 13.0, *)) {
        return [UIColor labelColor];
    } else {
        return [UIColor darkTextColor];
    }
}

@end
