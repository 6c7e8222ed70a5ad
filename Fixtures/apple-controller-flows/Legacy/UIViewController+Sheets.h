#import <UIKit/UIKit.h>

@interface UIViewController (Sheets)
- (void)showController:(UIViewController *)controller;
@end
