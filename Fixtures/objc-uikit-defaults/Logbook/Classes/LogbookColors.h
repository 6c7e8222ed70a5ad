#import <UIKit/UIKit.h>

@interface LogbookColors : NSObject
+ (UIColor *) entryTextColor;
@end
