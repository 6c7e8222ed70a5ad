#import "LogbookColors.h"

@implementation LogbookColors

+ (UIColor *) entryTextColor {
    return [UIColor colorWithRed:0x4a/255.0f green:0x4a/255.0f blue:0x4a/255.0f alpha:1.0f];
}

@end
