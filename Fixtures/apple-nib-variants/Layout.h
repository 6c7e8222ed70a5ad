#import <Foundation/Foundation.h>

@interface Layout : NSObject
+ (NSString *)variantOf:(NSString *)name;
@end
