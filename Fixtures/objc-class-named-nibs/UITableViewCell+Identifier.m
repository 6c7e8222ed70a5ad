#import "UITableViewCell+Identifier.h"

@implementation UITableViewCell (Identifier)

+ (NSString *)identifierOfClass
{
    return NSStringFromClass(self.class);
}

@end
