#import <UIKit/UIKit.h>

@interface LDRInvoice : NSObject
@property (nonatomic, copy) NSString *title;
@property (nonatomic, strong) UIColor *statusColor;
@property (nonatomic) BOOL isOverdue;
@end
