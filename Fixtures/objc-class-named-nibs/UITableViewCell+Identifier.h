#import <UIKit/UIKit.h>

@interface UITableViewCell (Identifier)

+ (NSString *)identifierOfClass;

@end
