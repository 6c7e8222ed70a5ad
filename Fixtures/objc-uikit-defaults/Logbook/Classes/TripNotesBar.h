#import <UIKit/UIKit.h>

@interface TripNotesBar : UIView
@property (nonatomic, strong, readonly) UITextField *noteField;
@end
